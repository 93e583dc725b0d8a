; kernel histogram
; kernel histogram (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec 10 01 00 00 48 89 9c 24 e0
;   0x0010: 00 00 00 4c 89 a4 24 e8 00 00 00 4c 89 ac 24 f0
;   0x0020: 00 00 00 4c 89 b4 24 f8 00 00 00 4c 89 bc 24 00
;   0x0030: 01 00 00
;   0x0033: 48 c7 44 24 30 00 00 00 00 48 c7 44 24 40 00 00
;   0x0043: 00 00 4c 8b 77 48 4c 89 b4 24 d0 00 00 00 48 8b
;   0x0053: 47 50 48 8b 47 58 48 8b 47 30 48 89 84 24 c8 00
;   0x0063: 00 00 4c 8b 47 38 4c 89 84 24 c0 00 00 00 48 8b
;   0x0073: 47 40 48 8b 1f 48 89 9c 24 b8 00 00 00 4c 8b 57
;   0x0083: 08 4c 89 94 24 b0 00 00 00 4c 8b 4f 10 4c 89 8c
;   0x0093: 24 a8 00 00 00 45 33 db 4c 89 5c 24 60 48 89 d0
;   0x00a3: 48 23 05 76 0d 00 00 48 89 54 24 50 48 69 c0 98
;   0x00b3: 00 00 00 48 8d 14 06 48 89 74 24 48 48 89 94 24
;   0x00c3: a0 00 00 00 41 bc 02 00 00 00 4c 89 a4 24 98 00
;   0x00d3: 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x00d5: 48 8d 4c 24 38 48 89 8c 24 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00e2: 4d 8d 78 bc 4c 89 bc 24 88 00 00 00
;   0x00ee: 48 3b f2 48 89 94 24 a0 00 00 00 0f 84 53 06 00
;   0x00fe: 00
;   0x00ff: 8b 46 20 83 f8 ff 0f 85 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x010b: 4c 8b a4 24 b8 00 00 00 48 89 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0118: e9 0f 06 00 00
;   0x011d: 48 8b 4e 40 48 8b 56 08 48 89 74 24 58 48 89 94
;   0x012d: 24 80 00 00 00 85 c0 0f 85 19 01 00 00
;   0x013a: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x014a: 00 48 c7 44 24 20 00 00 00 00 4c 8d 69 f6
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0158: 4d 85 ed 0f 8c 5e 07 00 00
; (no source location: register moves, constants, padding)
;   0x0161: 48 8b 84 24 d0 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0169: 48 8b 48 58
; line 38: ld.param.u32 %r1, [histogram_param_1];
;   0x016d: 8b 50 70 48 8b 9c 24 80 00 00 00 89 13
; line 39: ld.param.u64 %rd2, [histogram_param_2];
;   0x017a: 48 8b 90 88 00 00 00
; line 40: cvta.to.global.u64 %rd3, %rd1;
;   0x0181: 48 89 4b 08
; line 41: cvta.to.global.u64 %rd4, %rd2;
;   0x0185: 48 89 53 10 48 8b 74 24 58
; line 42: mov.u32 %r2, %tid.x;
;   0x018e: 8b 46 10 89 43 18
; line 43: mov.u32 %r3, %ntid.x;
;   0x0194: 8b 4f 60 89 4b 20
; line 44: mov.u32 %r4, histogram_bins;
;   0x019a: c7 43 28 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01a1: 3d ff 00 00 00 0f 97 c2
; line 46: setp.gt.u32 %p1, %r2, 255;
;   0x01a9: 88 53 30
; line 47: @%p1 bra $L__zeroed;
;   0x01ac: 3d ff 00 00 00 0f 86 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x01b7: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01bc: e9 54 00 00 00
;   0x01c1: 49 81 c5 ff ff ff ff
;   0x01c8: 49 81 c5 f9 ff ff ff
; line 50: shl.b32 %r6, %r5, 2;
;   0x01cf: 4d 85 ed 0f 8c 24 06 00 00
; (no source location: register moves, constants, padding)
;   0x01d8: 48 89 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01db: c1 e2 02 4c 8b 8c 24 c0 00 00 00 49 8d 71 bc
; line 53: st.shared.u32 [%r7], %r8;
;   0x01ea: 48 3b d6 0f 87 e5 05 00 00
; (no source location: register moves, constants, padding)
;   0x01f3: 4c 8b 9c 24 c8 00 00 00
; line 53: st.shared.u32 [%r7], %r8;
;   0x01fb: 41 c7 04 13 00 00 00 00
; line 54: add.s32 %r5, %r5, %r3;
;   0x0203: 03 c1
; line 56: @%p2 bra $L__zero;
;   0x0205: 3d 00 01 00 00 0f 82 b8 ff ff ff
; (no source location: register moves, constants, padding)
;   0x0210: 48 8b 74 24 58 48 8b 74 24 58
; line 58: bar.sync 0;
;   0x021a: 48 c7 46 78 00 00 00 00 c6 43 38 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0226: 49 8d 45 ff
; line 58: bar.sync 0;
;   0x022a: 48 89 46 40 c7 46 20 01 00 00 00 c6 86 8d 00 00
;   0x023a: 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x023c: b8 01 00 00 00 48 89 44 24 60 4c 8b a4 24 b8 00
;   0x024c: 00 00
; line 58: bar.sync 0;
;   0x024e: e9 d9 04 00 00
; (no source location: register moves, constants, padding)
;   0x0253: 48 8b 9c 24 80 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x025b: 85 c0 0f 85 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0263: 48 8b 74 24 58 4c 8b a4 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0270: e9 ab 04 00 00
;   0x0275: 81 c0 ff ff ff ff ba 02 00 00 00 3b c2 0f 42 d0
;   0x0285: 48 8d 35 09 00 00 00 48 63 04 96 48 03 f0 ff e6
;   0x0295: e6 01 00 00 1e 00 00 00 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x02a1: 48 8b 74 24 58 4c 8b a4 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02ae: e9 6d 04 00 00
;   0x02b3: 48 0f b6 43 38
; line 80: @%p1 bra $L__end;
;   0x02b8: 48 0f b6 43 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02bd: 48 8d 51 ff
; line 80: @%p1 bra $L__end;
;   0x02c1: 84 c0 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x02c9: 4c 8b 8c 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02d1: e9 85 01 00 00
; line 81: mov.u32 %r17, %r2;
;   0x02d6: 44 8b 5b 18 48 8b 43 10 44 8b 73 20 8b 53 28
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02e5: 48 8d 51 fe 48 8b 8c 24 c0 00 00 00 4c 8d 61 bc
;   0x02f5: 4c 8d 6a fb
; line 83: shl.b32 %r18, %r17, 2;
;   0x02f9: 4d 85 ed 0f 8c f8 07 00 00
; (no source location: register moves, constants, padding)
;   0x0302: 4c 89 da
; line 83: shl.b32 %r18, %r17, 2;
;   0x0305: c1 e2 02
; line 85: ld.shared.u32 %r20, [%r19];
;   0x0308: 49 3b d4 0f 87 81 06 00 00
; (no source location: register moves, constants, padding)
;   0x0311: 48 8b 9c 24 c8 00 00 00
; line 85: ld.shared.u32 %r20, [%r19];
;   0x0319: 44 8b 3c 13
; line 87: @%p4 bra $L__next;
;   0x031d: 45 85 ff 0f 85 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0326: 4c 8b 8c 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x032e: e9 07 01 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0333: 4c 8b 44 24 38 4c 8b 4c 24 40
; line 88: mul.wide.u32 %rd7, %r17, 4;
;   0x033d: 41 8b cb
; line 89: add.s64 %rd8, %rd4, %rd7;
;   0x0340: 48 8d 14 88 48 89 d6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0347: 49 2b f0 49 3b f1 0f 83 66 06 00 00
;   0x0353: 48 f7 c2 03 00 00 00 0f 85 66 06 00 00
; (no source location: register moves, constants, padding)
;   0x0360: 4c 8b 94 24 b8 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0368: 4d 8d 84 12 00 00 00 f0 4c 8b 8c 24 a8 00 00 00
;   0x0378: e9 b2 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x037d: 49 c1 e8 03 4c 8b 8c 24 a8 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0389: 4b 0f b6 34 01 81 fe ff 00 00 00 0f 85 66 06 00
;   0x0399: 00
;   0x039a: 48 f7 c2 03 00 00 00 0f 85 59 06 00 00 e9 4c 06
;   0x03aa: 00 00
;   0x03ac: 48 8b 9f 98 00 00 00 4c 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03b6: 48 c1 ee 03
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x03ba: 48 0f b6 34 33 81 fe ff 00 00 00 0f 85 97 06 00
;   0x03ca: 00
;   0x03cb: 48 f7 c2 03 00 00 00 0f 85 8a 06 00 00
; (no source location: register moves, constants, padding)
;   0x03d8: 48 8b 74 24 58
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x03dd: 4c 03 06 4c 89 94 24 b8 00 00 00 e9 42 00 00 00
;   0x03ed: 48 8b 4f 40 4c 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03f4: 48 c1 ee 03
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x03f8: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 75 06 00
;   0x0408: 00
;   0x0409: 48 f7 c2 03 00 00 00 0f 85 68 06 00 00
;   0x0416: 4c 03 47 30 4c 89 94 24 b8 00 00 00 e9 08 00 00
;   0x0426: 00
; (no source location: register moves, constants, padding)
;   0x0427: 4c 89 94 24 b8 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x042f: f0 45 01 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0433: 49 81 c5 fd ff ff ff
; line 92: add.s32 %r17, %r17, %r3;
;   0x043a: 45 03 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x043d: 49 8d 55 fd
; line 94: @%p2 bra $L__merge;
;   0x0441: 41 81 fb 00 01 00 00 0f 83 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x044e: 4c 89 8c 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0456: e9 9a fe ff ff
;   0x045b: 33 c0 4c 8d 6a ff 48 8b 74 24 58 4c 8b a4 24 b8
;   0x046b: 00 00 00 4c 89 8c 24 a8 00 00 00
; line 96: ret;
;   0x0476: e9 06 02 00 00
; (no source location: register moves, constants, padding)
;   0x047b: 4c 8b 8c 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0483: 4c 0f b6 7b 38 4c 89 7c 24 78
; line 60: mov.u32 %r9, %ctaid.x;
;   0x048d: 8b 47 6c
; line 61: mov.u32 %r10, %nctaid.x;
;   0x0490: 8b 57 78
; line 62: mad.lo.s32 %r11, %r9, %r3, %r2;
;   0x0493: 44 8b 43 20 48 63 c0 4d 63 c0 49 0f af c0 44 8b
;   0x04a3: 53 18
; line 63: mul.lo.s32 %r12, %r10, %r3;
;   0x04a5: 48 63 d2 49 0f af d0 48 89 54 24 70
; line 64: setp.ge.u32 %p3, %r11, %r1;
;   0x04b1: 8b 13
; line 62: mad.lo.s32 %r11, %r9, %r3, %r2;
;   0x04b3: 46 8d 34 10
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04b7: 4c 8d 69 fa
; line 65: @%p3 bra $L__counted;
;   0x04bb: 44 3b f2 0f 82 22 00 00 00
; (no source location: register moves, constants, padding)
;   0x04c4: 48 8b 74 24 58 4c 8b a4 24 b8 00 00 00 48 89 9c
;   0x04d4: 24 80 00 00 00 4c 89 8c 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04e1: e9 f7 01 00 00
; line 65: @%p3 bra $L__counted;
;   0x04e6: 44 8b 1b 4c 89 5c 24 68 4c 8b 7b 08 48 89 d8 48
;   0x04f6: 89 9c 24 80 00 00 00 8b 48 28
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0500: 48 8d 4c 24 28 48 89 cb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0508: 49 81 c5 f6 ff ff ff
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x050f: 4d 85 ed 0f 8c 09 08 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0518: 4c 8b 54 24 28 4c 8b 5c 24 30
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0522: 45 8b c6
; line 68: add.s64 %rd6, %rd3, %rd5;
;   0x0525: 4b 8d 14 07 48 89 d6
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x052c: 49 2b f2 49 3b f3 0f 82 9f 00 00 00 e9 a9 06 00
;   0x053c: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x053d: 49 c1 ea 03
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0541: 4f 0f b6 1c 11 41 81 fb ff 00 00 00 0f 84 bd 06
;   0x0551: 00 00 e9 c8 06 00 00
;   0x0558: 48 8b 87 98 00 00 00 4c 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0562: 48 c1 e9 03
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0566: 48 0f b6 04 08 3d ff 00 00 00 0f 84 49 00 00 00
;   0x0576: e9 fb 06 00 00
;   0x057b: 48 8b 47 40 4c 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0582: 48 c1 e9 03
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0586: 48 0f b6 04 08 3d ff 00 00 00 0f 84 15 00 00 00
;   0x0596: e9 f7 06 00 00
; (no source location: register moves, constants, padding)
;   0x059b: 48 89 d9 4c 8b a4 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05a6: e9 4a 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x05ab: 4c 03 57 30 48 89 d9 4c 8b a4 24 b8 00 00 00 e9
;   0x05bb: 36 00 00 00
; (no source location: register moves, constants, padding)
;   0x05bf: 48 8b 74 24 58
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x05c4: 4c 03 16 48 89 d9 4c 8b a4 24 b8 00 00 00 e9 1e
;   0x05d4: 00 00 00
; (no source location: register moves, constants, padding)
;   0x05d7: 48 89 d9 48 89 d6 4c 8b a4 24 b8 00 00 00 4c 89
;   0x05e7: 8c 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05ed: 4d 8d 94 34 00 00 00 f0
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x05f5: 49 0f b6 02
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05f9: 0f b6 d0
; line 71: shl.b32 %r14, %r13, 2;
;   0x05fc: c1 e2 02 4c 8b 94 24 88 00 00 00
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x0607: 49 3b d2 0f 86 23 00 00 00 e9 ea 06 00 00
; (no source location: register moves, constants, padding)
;   0x0615: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x061a: 89 4e 24 48 89 46 28 48 89 56 30 4c 89 56 38 b8
;   0x062a: 02 00 00 00 e9 4e 00 00 00
; (no source location: register moves, constants, padding)
;   0x0633: 48 8b 9c 24 c8 00 00 00
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x063b: 83 04 13 01 48 8b 54 24 70
; line 74: add.s32 %r11, %r11, %r12;
;   0x0644: 44 03 f2 4c 8b 5c 24 68
; line 76: @%p3 bra $L__count;
;   0x064c: 45 3b f3 0f 83 22 00 00 00
; (no source location: register moves, constants, padding)
;   0x0655: 48 89 cb 4c 8b 8c 24 a8 00 00 00 4c 89 5c 24 68
;   0x0665: 48 89 54 24 70 4c 89 a4 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0672: e9 91 fe ff ff
; (no source location: register moves, constants, padding)
;   0x0677: 48 8b 74 24 58
; line 76: @%p3 bra $L__count;
;   0x067c: e9 5c 00 00 00
; (no source location: register moves, constants, padding)
;   0x0681: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0686: 4c 89 6e 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x0696: 00 00
;   0x0698: 48 8b 9c 24 e0 00 00 00 4c 8b a4 24 e8 00 00 00
;   0x06a8: 4c 8b ac 24 f0 00 00 00 4c 8b b4 24 f8 00 00 00
;   0x06b8: 4c 8b bc 24 00 01 00 00 48 81 c4 10 01 00 00 48
;   0x06c8: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x06cc: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06d1: c7 46 20 ff ff ff ff e9 4f 00 00 00
; (no source location: register moves, constants, padding)
;   0x06dd: 48 8b 74 24 58
; line 78: bar.sync 0;
;   0x06e2: 48 c7 46 78 00 00 00 00 48 8b 84 24 80 00 00 00
;   0x06f2: 4c 8b 7c 24 78 44 88 78 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06fb: 49 8d 45 ff
; line 78: bar.sync 0;
;   0x06ff: 48 89 46 40 c7 46 20 02 00 00 00 c6 86 8d 00 00
;   0x070f: 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0711: b8 01 00 00 00 48 89 44 24 60
; line 78: bar.sync 0;
;   0x071b: e9 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x0720: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0725: c6 86 8d 00 00 00 00
; (no source location: register moves, constants, padding)
;   0x072c: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0731: 48 81 c6 98 00 00 00 48 89 74 24 58 48 8b 94 24
;   0x0741: a0 00 00 00 4c 89 a4 24 b8 00 00 00 e9 9c f9 ff
;   0x0751: ff
; (no source location: register moves, constants, padding)
;   0x0752: 48 8b 54 24 50 4c 8b a4 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x075f: 48 0f ba e2 3e 0f 92 c0 48 8b 4c 24 60 84 c8 0f
;   0x076f: 85 36 00 00 00
;   0x0774: 33 c0 48 8b 9c 24 e0 00 00 00 4c 8b a4 24 e8 00
;   0x0784: 00 00 4c 8b ac 24 f0 00 00 00 4c 8b b4 24 f8 00
;   0x0794: 00 00 4c 8b bc 24 00 01 00 00 48 81 c4 10 01 00
;   0x07a4: 00 48 89 ec 5d c3
;   0x07aa: 48 89 c1 48 89 44 24 60 33 c1 48 89 44 24 60 4c
;   0x07ba: 89 a4 24 b8 00 00 00 48 89 54 24 50 48 8b 74 24
;   0x07ca: 48 48 8b 94 24 a0 00 00 00 e9 16 f9 ff ff
;   0x07d8: 33 c9 b8 00 00 00 80 48 03 c2 ba 04 00 00 00 48
;   0x07e8: 8b 74 24 58 49 89 d2 4c 8b a4 24 b8 00 00 00
; line 53: st.shared.u32 [%r7], %r8;
;   0x07f7: e9 19 fe ff ff
; (no source location: register moves, constants, padding)
;   0x07fc: 48 8b 74 24 58
; line 50: shl.b32 %r6, %r5, 2;
;   0x0801: 48 8b 76 50 4c 0f b6 0e
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0809: 41 ba c8 06 00 00 41 b8 02 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x0815: 45 85 c9 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x081e: 48 8b 74 24 58 4c 8b a4 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x082b: e9 d6 05 00 00
; (no source location: register moves, constants, padding)
;   0x0830: 48 8b 74 24 58
; line 50: shl.b32 %r6, %r5, 2;
;   0x0835: 48 8b 56 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0839: 41 b8 00 00 10 00 4c 3b c2 49 89 d1 4d 0f 4c c8
;   0x0849: 41 ba c8 06 00 00 41 b8 01 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x0855: 4d 85 c9 0f 8f 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x085e: 48 8b 74 24 58 4c 8b a4 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x086b: e9 96 05 00 00
; (no source location: register moves, constants, padding)
;   0x0870: 48 8b 74 24 58
; line 50: shl.b32 %r6, %r5, 2;
;   0x0875: 4c 8b 46 68 4d 89 cb 49 f7 db f0 4d 0f c1 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0884: 41 ba c8 06 00 00 41 b8 06 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x0890: 4d 3b d9 0f 8d 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0899: 48 8b 74 24 58 4c 8b a4 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08a6: e9 5b 05 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x08ab: 49 2b d1 48 8b 74 24 58 48 89 56 48 4d 03 e9 e9
;   0x08bb: 10 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x08bf: 48 8b 9c 24 80 00 00 00 48 8b 74 24 58
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x08cc: 48 8b 46 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08d4: 41 ba 35 05 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x08da: 85 c0 0f 84 1a 00 00 00
; (no source location: register moves, constants, padding)
;   0x08e2: 48 8b 74 24 58 4c 8b 84 24 98 00 00 00 4c 8b a4
;   0x08f2: 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08f7: e9 0a 05 00 00
; (no source location: register moves, constants, padding)
;   0x08fc: 48 8b 74 24 58
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0901: 48 8b 46 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0905: ba 00 00 10 00 48 3b d0 48 89 c1 48 0f 4c ca 41
;   0x0915: ba 35 05 00 00 41 b8 01 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0920: 48 85 c9 0f 8f 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0929: 48 8b 74 24 58 4c 8b a4 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0936: e9 cb 04 00 00
; (no source location: register moves, constants, padding)
;   0x093b: 48 8b 74 24 58
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0940: 4c 8b 46 68 48 89 ca 48 f7 da f0 49 0f c1 10
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x094f: 41 ba 35 05 00 00 41 b8 06 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x095b: 48 3b d1 0f 8d 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0964: 48 8b 74 24 58 4c 8b a4 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0971: e9 90 04 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0976: 48 2b c1 48 8b 74 24 58 48 89 46 48 4c 03 e9 48
;   0x0986: 89 9c 24 80 00 00 00 e9 c6 f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0992: b9 03 00 00 00 b8 00 00 00 80 48 03 c2 ba 04 00
;   0x09a2: 00 00 48 8b 74 24 58 49 89 d2 4c 8b a4 24 b8 00
;   0x09b2: 00 00
; line 85: ld.shared.u32 %r20, [%r19];
;   0x09b4: e9 5c fc ff ff
; (no source location: register moves, constants, padding)
;   0x09b9: 4c 8b 94 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09c1: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x09c6: 4c 8b 94 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09ce: 4c 8d 84 88 00 00 00 f0 48 8b b4 24 b0 00 00 00
;   0x09de: 4c 8d 4e fc
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09e2: 4d 3b c1 0f 86 92 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x09eb: 4c 8b 8c 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09f3: e9 45 00 00 00
; (no source location: register moves, constants, padding)
;   0x09f8: 48 89 d3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09fb: e9 d0 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a00: 4f 0f b7 04 01
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a05: 42 8d 9c 98 00 00 00 f0 83 e3 07
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a10: c4 42 63 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a15: 41 83 e0 0f 41 83 f8 0f 41 0f 94 c0 48 f7 c2 03
;   0x0a25: 00 00 00 40 0f 94 c6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a2c: 44 84 c6 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a35: 48 89 d3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a38: e9 93 00 00 00
;   0x0a3d: 48 be 00 00 00 60 ff ff ff ff 4c 8d 04 32 48 c7
;   0x0a4d: c3 fc ff ff ff 48 03 9f 90 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a59: 4c 3b c3 0f 86 4a f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a62: 4c 8d 84 88 00 00 00 80 48 c7 c1 fc ff ff ff 48
;   0x0a72: 03 4f 38
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a75: 4c 3b c1 0f 86 6f f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a7e: 41 b8 04 00 00 00 48 8b 74 24 58 4c 89 c1
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a8c: e8 00 00 00 00 48 89 d3 4c 8b 86 90 00 00 00 4d
;   0x0a9c: 85 c0 0f 85 83 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aa4: b9 04 00 00 00 ba 04 00 00 00 49 81 c5 fd ff ff
;   0x0ab4: ff 4c 89 8c 24 a8 00 00 00 4d 89 d4 49 89 d2 48
;   0x0ac4: 8b 74 24 58 48 89 d8
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0acb: e9 45 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ad0: ba 04 00 00 00 48 8b 8c 24 90 00 00 00 48 89 de
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0ae0: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ae5: 4d 8d 84 32 00 00 00 f0 4c 89 94 24 b8 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0af5: e9 35 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x0afa: 48 8b 74 24 58 4c 8b 8c 24 a8 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0b07: 48 8b 4e 50 48 0f b6 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b0f: 41 ba 3a 0a 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0b15: 85 c9 0f 84 22 00 00 00
; (no source location: register moves, constants, padding)
;   0x0b1d: 48 8b 74 24 58 4c 8b 84 24 98 00 00 00 4c 8b a4
;   0x0b2d: 24 b8 00 00 00 4c 89 8c 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b3a: e9 c7 02 00 00
; (no source location: register moves, constants, padding)
;   0x0b3f: 48 8b 74 24 58
; line 83: shl.b32 %r18, %r17, 2;
;   0x0b44: 48 8b 4e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b48: 41 b8 00 00 10 00 4c 3b c1 48 89 ca 49 0f 4c d0
;   0x0b58: 41 ba 3a 0a 00 00 41 b8 01 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0b64: 48 85 d2 0f 8f 1a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0b6d: 48 8b 74 24 58 4c 8b a4 24 b8 00 00 00 4c 89 8c
;   0x0b7d: 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b82: e9 7f 02 00 00
; (no source location: register moves, constants, padding)
;   0x0b87: 48 8b 74 24 58
; line 83: shl.b32 %r18, %r17, 2;
;   0x0b8c: 4c 8b 46 68 48 89 d3 48 f7 db f0 49 0f c1 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b9b: 41 ba 3a 0a 00 00 41 b8 06 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0ba7: 48 3b da 0f 8d 1a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0bb0: 48 8b 74 24 58 4c 8b a4 24 b8 00 00 00 4c 89 8c
;   0x0bc0: 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bc5: e9 3c 02 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0bca: 48 2b ca 48 8b 74 24 58 48 89 4e 48 4c 03 ea 4c
;   0x0bda: 89 8c 24 a8 00 00 00 e9 13 f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0be6: 4f 8d 94 07 00 00 00 f0 48 8b 84 24 b0 00 00 00
;   0x0bf6: 4c 8d 58 ff
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0bfa: 4d 3b d3 0f 86 3a f9 ff ff
; (no source location: register moves, constants, padding)
;   0x0c03: 4c 89 8c 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c0b: e9 41 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c10: 49 89 d0 4c 89 8c 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c1b: e9 ba 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0c20: 4b 0f b7 04 11 4c 89 8c 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c2d: 43 8d 8c 37 00 00 00 f0 83 e1 07
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0c38: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c3d: 83 e0 01
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0c40: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c49: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c4c: e9 89 00 00 00
;   0x0c51: 48 b8 00 00 00 60 ff ff ff ff 4c 8d 14 02 48 c7
;   0x0c61: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0c6d: 4c 3b d0 0f 86 e2 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c76: 4f 8d 94 07 00 00 00 80 48 c7 c0 ff ff ff ff 48
;   0x0c86: 03 47 38
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0c89: 4c 3b d0 0f 86 e9 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c92: 41 b8 01 00 00 00 48 8b 74 24 58 4c 89 c1
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0ca0: e8 00 00 00 00 49 89 d0 4c 8b 96 90 00 00 00 4d
;   0x0cb0: 85 d2 0f 85 e3 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cb8: b9 01 00 00 00 ba 01 00 00 00 4c 89 c0 48 8b 74
;   0x0cc8: 24 58 49 89 d2 4c 8b a4 24 b8 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0cd5: e9 3b f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cda: ba 01 00 00 00 48 89 d9 4c 89 c6
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0ce5: e8 00 00 00 00 4c 8b a4 24 b8 00 00 00 4d 8d 94
;   0x0cf5: 34 00 00 00 f0 e9 f6 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cff: b8 00 00 00 80 48 03 c2 ba 04 00 00 00 48 8b 8c
;   0x0d0f: 24 98 00 00 00 48 8b 74 24 58 49 89 d2
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x0d1c: e9 f4 f8 ff ff
; (no source location: register moves, constants, padding)
;   0x0d21: 48 89 d9 48 8b 54 24 70 48 8b 74 24 58 4c 8b 5c
;   0x0d31: 24 68 4c 8b a4 24 b8 00 00 00 4c 89 8c 24 a8 00
;   0x0d41: 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0d43: 48 8b 46 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d4b: 41 ba 7e 08 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0d51: 85 c0 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0d59: 48 8b 74 24 58 4c 8b 84 24 98 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d66: e9 9b 00 00 00
; (no source location: register moves, constants, padding)
;   0x0d6b: 48 8b 74 24 58
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0d70: 4c 8b 4e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d74: b8 00 00 10 00 49 3b c1 4c 89 cb 48 0f 4c d8 41
;   0x0d84: ba 7e 08 00 00 41 b8 01 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0d8f: 48 85 db 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0d98: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d9d: e9 64 00 00 00
; (no source location: register moves, constants, padding)
;   0x0da2: 48 8b 74 24 58
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0da7: 4c 8b 46 68 48 89 d8 48 f7 d8 f0 49 0f c1 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0db6: 41 ba 7e 08 00 00 41 b8 06 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0dc2: 48 3b c3 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0dcb: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0dd0: e9 31 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0dd5: 4c 2b cb 48 8b 74 24 58 4c 89 4e 48 4c 03 eb 48
;   0x0de5: 89 cb 4c 8b 8c 24 a8 00 00 00 4c 89 5c 24 68 48
;   0x0df5: 89 54 24 70 4c 89 a4 24 b8 00 00 00 e9 09 f7 ff
;   0x0e05: ff
; (no source location: register moves, constants, padding)
;   0x0e06: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e0b: 44 89 56 60 44 89 46 64 b8 04 00 00 00 e9 64 f8
;   0x0e1b: ff ff
; (no source location: register moves, constants, padding)
;   0x0e1d: 00 00 00 ff ff ff ff ff ff ff 3f
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x110, %rsp
  movq %rbx, 0xe0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0xe8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0xf0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0xf8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x100(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq $0x0, <offset:1>+0x30(%rsp)
  movq $0x0, <offset:1>+0x40(%rsp)
  movq 0x48(%rdi), %r14
  movq %r14, <offset:1>+0xd0(%rsp)
  movq 0x50(%rdi), %rax
  movq 0x58(%rdi), %rax
  movq 0x30(%rdi), %rax
  movq %rax, <offset:1>+0xc8(%rsp)
  movq 0x38(%rdi), %r8
  movq %r8, <offset:1>+0xc0(%rsp)
  movq 0x40(%rdi), %rax
  movq (%rdi), %rbx
  movq %rbx, <offset:1>+0xb8(%rsp)
  movq 8(%rdi), %r10
  movq %r10, <offset:1>+0xb0(%rsp)
  movq 0x10(%rdi), %r9
  movq %r9, <offset:1>+0xa8(%rsp)
  uninit  %r11
  xorl %r11d, %r11d
  movq %r11, <offset:1>+0x60(%rsp)
  movq %rdx, %rax
  andq (%rip), %rax
  movq %rdx, <offset:1>+0x50(%rsp)
  imulq $0x98, %rax, %rax
  leaq (%rsi, %rax), %rdx
  movq %rsi, <offset:1>+0x48(%rsp)
  movq %rdx, <offset:1>+0xa0(%rsp)
  movl $0x2, %r12d
  movq %r12, <offset:1>+0x98(%rsp)
  leaq <offset:1>+0x38(%rsp), %rcx
  movq %rcx, <offset:1>+0x90(%rsp)
  leaq -0x44(%r8), %r15
  movq %r15, <offset:1>+0x88(%rsp)
  jmp     label1
block1:
  cmpq %rdx, %rsi
  movq %rdx, <offset:1>+0xa0(%rsp)
  jz      label143; j label2
block2:
  movl 0x20(%rsi), %eax
  cmpl $0xffffffff, %eax
  jz      label3; j label4
block3:
  movq <offset:1>+0xb8(%rsp), %r12
  movq %rsi, <offset:1>+0x58(%rsp)
  jmp     label142
block4:
  movq 0x40(%rsi), %rcx
  movq 8(%rsi), %rdx
  movq %rsi, <offset:1>+0x58(%rsp)
  movq %rdx, <offset:1>+0x80(%rsp)
  testl %eax, %eax
  jnz     label33; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  leaq -0xa(%rcx), %r13
  jmp     label6
block6:
  testq %r13, %r13
  jl      label26; j label7
block7:
  movq <offset:1>+0xd0(%rsp), %rax
  movq 0x58(%rax), %rcx
  movl 0x70(%rax), %edx
  movq <offset:1>+0x80(%rsp), %rbx
  movl %edx, (%rbx)
  movq 0x88(%rax), %rdx
  movq %rcx, 8(%rbx)
  movq %rdx, 0x10(%rbx)
  movq <offset:1>+0x58(%rsp), %rsi
  movl 0x10(%rsi), %eax
  movl %eax, 0x18(%rbx)
  movl 0x60(%rdi), %ecx
  movl %ecx, 0x20(%rbx)
  movl $0x0, 0x28(%rbx)
  cmpl $0xff, %eax
  seta %dl
  movb %dl, 0x30(%rbx)
  cmpl $0xff, %eax
  jnbe    label8; j label9
block8:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label25
block9:
  leaq -1(%r13), %r13
  jmp     label10
block10:
  leaq -7(%r13), %r13
  jmp     label11
block11:
  testq %r13, %r13
  jl      label18; j label12
block12:
  movq %rax, %rdx
  shll $0x2, %edx
  movq <offset:1>+0xc0(%rsp), %r9
  leaq -0x44(%r9), %rsi
  cmpq %rsi, %rdx
  jbe     label14; j label13
block14:
  jmp     label15
block15:
  movq <offset:1>+0xc8(%rsp), %r11
  movl $0x0, (%r11, %rdx)
  leal (%rax, %rcx), %eax
  cmpl $0x100, %eax
  jb      label16; j label17
block16:
  jmp     label10
block17:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label25
block25:
  movq <offset:1>+0x58(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movb $0x0, 0x38(%rbx)
  leaq -1(%r13), %rax
  movq %rax, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %eax
  movq %rax, <offset:1>+0x60(%rsp)
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label142
block33:
  movq <offset:1>+0x80(%rsp), %rbx
  testl %eax, %eax
  jnz     label35; j label34
block34:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label141
block35:
  leal -1(%rax), %eax
  movl $0x2, %edx
  cmpl %edx, %eax
  cmovbl %eax, %edx
  br_table %rdx, %rsi, %rax
block36:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label141
block37:
  movzbq 0x38(%rbx), %rax
  jmp     label38
block38:
  movzbq 0x30(%rbx), %rax
  leaq -1(%rcx), %rdx
  testb %al, %al
  jnz     label39; j label40
block39:
  movq <offset:1>+0xa8(%rsp), %r9
  jmp     label92
block40:
  movl 0x18(%rbx), %r11d
  movq 0x10(%rbx), %rax
  movl 0x20(%rbx), %r14d
  movl 0x28(%rbx), %edx
  leaq -2(%rcx), %rdx
  movq <offset:1>+0xc0(%rsp), %rcx
  leaq -0x44(%rcx), %r12
  jmp     label41
block41:
  leaq -5(%rdx), %r13
  jmp     label42
block42:
  testq %r13, %r13
  jl      label85; j label43
block43:
  movq %r11, %rdx
  shll $0x2, %edx
  cmpq %r12, %rdx
  jbe     label45; j label44
block45:
  jmp     label46
block46:
  movq <offset:1>+0xc8(%rsp), %rbx
  movl (%rbx, %rdx), %r15d
  testl %r15d, %r15d
  jz      label47; j label48
block47:
  movq <offset:1>+0xa8(%rsp), %r9
  jmp     label82
block48:
  movq <offset:1>+0x38(%rsp), %r8
  movq <offset:1>+0x40(%rsp), %r9
  movl %r11d, %ecx
  leaq (%rax, %rcx, 4), %rdx
  movq %rdx, %rsi
  subq %r8, %rsi
  cmpq %r9, %rsi
  jb      label50; j label49
block50:
  testq $0x3, %rdx
  jnz     label51; j label52
block52:
  movq <offset:1>+0xb8(%rsp), %r10
  leaq -0x10000000(%r10, %rdx), %r8
  movq <offset:1>+0xa8(%rsp), %r9
  jmp     label81
block55:
  shrq $0x3, %r8
  movq <offset:1>+0xa8(%rsp), %r9
  movzbq (%r9, %r8), %rsi
  cmpl $0xff, %esi
  jz      label57; j label56
block57:
  testq $0x3, %rdx
  jnz     label58; j label59
block65:
  movq 0x98(%rdi), %rbx
  movq %r8, %rsi
  shrq $0x3, %rsi
  movzbq (%rbx, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label67; j label66
block67:
  testq $0x3, %rdx
  jnz     label68; j label69
block69:
  movq <offset:1>+0x58(%rsp), %rsi
  addq (%rsi), %r8
  movq %r10, <offset:1>+0xb8(%rsp)
  jmp     label81
block72:
  movq 0x40(%rdi), %rcx
  movq %r8, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label74; j label73
block74:
  testq $0x3, %rdx
  jnz     label75; j label76
block76:
  addq 0x30(%rdi), %r8
  movq %r10, <offset:1>+0xb8(%rsp)
  jmp     label81
block78:
  movq %r10, <offset:1>+0xb8(%rsp)
  jmp     label81
block81:
  lock addl %r15d, (%r8)
  leaq -3(%r13), %r13
  jmp     label82
block82:
  leal (%r11, %r14), %r11d
  leaq -3(%r13), %rdx
  cmpl $0x100, %r11d
  jb      label83; j label84
block83:
  movq %r9, <offset:1>+0xa8(%rsp)
  jmp     label41
block84:
  jmp     label92
block92:
  uninit  %rax
  xorl %eax, %eax
  leaq -1(%rdx), %r13
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r12
  movq %r9, <offset:1>+0xa8(%rsp)
  jmp     label137
block93:
  movq <offset:1>+0xa8(%rsp), %r9
  movzbq 0x38(%rbx), %r15
  movq %r15, <offset:1>+0x78(%rsp)
  jmp     label94
block94:
  movl 0x6c(%rdi), %eax
  movl 0x78(%rdi), %edx
  movl 0x20(%rbx), %r8d
  movslq %eax, %rax
  movslq %r8d, %r8
  imulq %r8, %rax
  movl 0x18(%rbx), %r10d
  movslq %edx, %rdx
  imulq %r8, %rdx
  movq %rdx, <offset:1>+0x70(%rsp)
  movl (%rbx), %edx
  leal (%rax, %r10), %r14d
  leaq -6(%rcx), %r13
  cmpl %edx, %r14d
  jnb     label95; j label96
block95:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r12
  movq %rbx, <offset:1>+0x80(%rsp)
  movq %r9, <offset:1>+0xa8(%rsp)
  jmp     label140
block96:
  movl (%rbx), %r11d
  movq %r11, <offset:1>+0x68(%rsp)
  movq 8(%rbx), %r15
  movq %rbx, %rax
  movq %rbx, <offset:1>+0x80(%rsp)
  movl 0x28(%rax), %ecx
  leaq <offset:1>+0x28(%rsp), %rcx
  movq %rcx, %rbx
  jmp     label97
block97:
  leaq -0xa(%r13), %r13
  jmp     label98
block98:
  testq %r13, %r13
  jl      label129; j label99
block99:
  movq <offset:1>+0x28(%rsp), %r10
  movq <offset:1>+0x30(%rsp), %r11
  movl %r14d, %r8d
  leaq (%r15, %r8), %rdx
  movq %rdx, %rsi
  subq %r10, %rsi
  cmpq %r11, %rsi
  jb      label121; j label100
block102:
  shrq $0x3, %r10
  movzbq (%r9, %r10), %r11
  cmpl $0xff, %r11d
  jz      label103; j label104
block109:
  movq 0x98(%rdi), %rax
  movq %r10, %rcx
  shrq $0x3, %rcx
  movzbq (%rax, %rcx), %rax
  cmpl $0xff, %eax
  jz      label119; j label110
block113:
  movq 0x40(%rdi), %rax
  movq %r10, %rcx
  shrq $0x3, %rcx
  movzbq (%rax, %rcx), %rax
  cmpl $0xff, %eax
  jz      label118; j label114
block116:
  movq %rbx, %rcx
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label122
block118:
  addq 0x30(%rdi), %r10
  movq %rbx, %rcx
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label122
block119:
  movq <offset:1>+0x58(%rsp), %rsi
  addq (%rsi), %r10
  movq %rbx, %rcx
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label122
block121:
  movq %rbx, %rcx
  movq %rdx, %rsi
  movq <offset:1>+0xb8(%rsp), %r12
  movq %r9, <offset:1>+0xa8(%rsp)
  leaq -0x10000000(%r12, %rsi), %r10
  jmp     label122
block122:
  movzbq (%r10), %rax
  movzbl %al, %edx
  shll $0x2, %edx
  movq <offset:1>+0x88(%rsp), %r10
  cmpq %r10, %rdx
  jbe     label125; j label123
block124:
  movq <offset:1>+0x58(%rsp), %rsi
  movl %ecx, 0x24(%rsi)
  movq %rax, 0x28(%rsi)
  movq %rdx, 0x30(%rsi)
  movq %r10, 0x38(%rsi)
  movl $0x2, %eax
  jmp     label137
block125:
  jmp     label126
block126:
  movq <offset:1>+0xc8(%rsp), %rbx
  addl $0x1, (%rbx, %rdx)
  movq <offset:1>+0x70(%rsp), %rdx
  leal (%r14, %rdx), %r14d
  movq <offset:1>+0x68(%rsp), %r11
  cmpl %r11d, %r14d
  jb      label127; j label128
block127:
  movq %rcx, %rbx
  movq <offset:1>+0xa8(%rsp), %r9
  movq %r11, <offset:1>+0x68(%rsp)
  movq %rdx, <offset:1>+0x70(%rsp)
  movq %r12, <offset:1>+0xb8(%rsp)
  jmp     label97
block128:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label140
block137:
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r13, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label139; j label138
block138:
  movq 0xe0(%rsp), %rbx
  movq 0xe8(%rsp), %r12
  movq 0xf0(%rsp), %r13
  movq 0xf8(%rsp), %r14
  movq 0x100(%rsp), %r15
  addq $0x110, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block139:
  movq <offset:1>+0x58(%rsp), %rsi
  movl $0xffffffff, 0x20(%rsi)
  jmp     label142
block140:
  movq <offset:1>+0x58(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movq <offset:1>+0x80(%rsp), %rax
  movq <offset:1>+0x78(%rsp), %r15
  movb %r15b, 0x38(%rax)
  leaq -1(%r13), %rax
  movq %rax, 0x40(%rsi)
  movl $0x2, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %eax
  movq %rax, <offset:1>+0x60(%rsp)
  jmp     label142
block141:
  movq <offset:1>+0x58(%rsp), %rsi
  movb $0x0, 0x8d(%rsi)
  jmp     label142
block142:
  movq <offset:1>+0x58(%rsp), %rsi
  leaq 0x98(%rsi), %rsi
  movq %rsi, <offset:1>+0x58(%rsp)
  movq <offset:1>+0xa0(%rsp), %rdx
  movq %r12, <offset:1>+0xb8(%rsp)
  jmp     label1
block143:
  movq <offset:1>+0x50(%rsp), %rdx
  movq <offset:1>+0xb8(%rsp), %r12
  btq $0x3e, %rdx
  setb %al
  movq <offset:1>+0x60(%rsp), %rcx
  testb %cl, %al
  jnz     label145; j label144
block144:
  uninit  %rax
  xorl %eax, %eax
  movq 0xe0(%rsp), %rbx
  movq 0xe8(%rsp), %r12
  movq 0xf0(%rsp), %r13
  movq 0xf8(%rsp), %r14
  movq 0x100(%rsp), %r15
  addq $0x110, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block145:
  uninit  %rax
  movq %rax, %rcx
  movq %rax, <offset:1>+0x60(%rsp)
  xorl %ecx, %eax
  movq %rax, <offset:1>+0x60(%rsp)
  movq %r12, <offset:1>+0xb8(%rsp)
  movq %rdx, <offset:1>+0x50(%rsp)
  movq <offset:1>+0x48(%rsp), %rsi
  movq <offset:1>+0xa0(%rsp), %rdx
  jmp     label1
block13:
  uninit  %rcx
  xorl %ecx, %ecx
  movl $0x80000000, %eax
  leaq (%rdx, %rax), %rax
  movl $0x4, %edx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rdx, %r10
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label124
block18:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x50(%rsi), %rsi
  movzbq (%rsi), %r9
  movl $0x6c8, %r10d
  movl $0x2, %r8d
  testl %r9d, %r9d
  jnz     label19; j label20
block19:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label136
block20:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x48(%rsi), %rdx
  movl $0x100000, %r8d
  cmpq %rdx, %r8
  movq %rdx, %r9
  cmovlq %r8, %r9
  movl $0x6c8, %r10d
  movl $0x1, %r8d
  testq %r9, %r9
  jnle    label22; j label21
block21:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label136
block22:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x68(%rsi), %r8
  movq %r9, %r11
  negq %r11
  lock xaddq %r11, (%r8)
  movl $0x6c8, %r10d
  movl $0x6, %r8d
  cmpq %r9, %r11
  jl      label23; j label24
block23:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label136
block24:
  subq %r9, %rdx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rdx, 0x48(%rsi)
  leaq (%r13, %r9), %r13
  jmp     label11
block26:
  movq <offset:1>+0x80(%rsp), %rbx
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x50(%rsi), %rax
  movzbq (%rax), %rax
  movl $0x535, %r10d
  testl %eax, %eax
  jnz     label27; j label28
block27:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0x98(%rsp), %r8
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label136
block28:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x48(%rsi), %rax
  movl $0x100000, %edx
  cmpq %rax, %rdx
  movq %rax, %rcx
  cmovlq %rdx, %rcx
  movl $0x535, %r10d
  movl $0x1, %r8d
  testq %rcx, %rcx
  jnle    label30; j label29
block29:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label136
block30:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x68(%rsi), %r8
  movq %rcx, %rdx
  negq %rdx
  lock xaddq %rdx, (%r8)
  movl $0x535, %r10d
  movl $0x6, %r8d
  cmpq %rcx, %rdx
  jl      label31; j label32
block31:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label136
block32:
  subq %rcx, %rax
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rax, 0x48(%rsi)
  leaq (%r13, %rcx), %r13
  movq %rbx, <offset:1>+0x80(%rsp)
  jmp     label6
block44:
  movl $0x3, %ecx
  movl $0x80000000, %eax
  leaq (%rdx, %rax), %rax
  movl $0x4, %edx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rdx, %r10
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label124
block49:
  movq <offset:1>+0xb8(%rsp), %r10
  jmp     label53
block51:
  movq <offset:1>+0xb8(%rsp), %r10
  jmp     label53
block53:
  leaq -0x10000000(%rax, %rcx, 4), %r8
  movq <offset:1>+0xb0(%rsp), %rsi
  leaq -4(%rsi), %r9
  cmpq %r9, %r8
  jbe     label55; j label54
block54:
  movq <offset:1>+0xa8(%rsp), %r9
  jmp     label63
block56:
  jmp     label60
block58:
  jmp     label60
block59:
  movq %rdx, %rbx
  jmp     label80
block60:
  movzwq (%r9, %r8), %r8
  leal -0x10000000(%rax, %r11, 4), %ebx
  andl $0x7, %ebx
  shrxl %ebx, %r8d, %r8d
  andl $0xf, %r8d
  cmpl $0xf, %r8d
  sete %r8b
  testq $0x3, %rdx
  sete %sil
  testb %r8b, %sil
  jnz     label61; j label62
block61:
  movq %rdx, %rbx
  jmp     label80
block62:
  jmp     label63
block63:
  movabsq $0xffffffff60000000, %rsi
  leaq (%rdx, %rsi), %r8
  movq $0xfffffffffffffffc, %rbx
  addq 0x90(%rdi), %rbx
  cmpq %rbx, %r8
  jbe     label65; j label64
block64:
  jmp     label70
block66:
  jmp     label70
block68:
  jmp     label70
block70:
  leaq -0x80000000(%rax, %rcx, 4), %r8
  movq $0xfffffffffffffffc, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %r8
  jbe     label72; j label71
block71:
  jmp     label77
block73:
  jmp     label77
block75:
  jmp     label77
block77:
  movl $0x4, %r8d
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %rbx
  movq 0x90(%rsi), %r8
  testq %r8, %r8
  jnz     label78; j label79
block79:
  movl $0x4, %ecx
  movl $0x4, %edx
  leaq -3(%r13), %r13
  movq %r9, <offset:1>+0xa8(%rsp)
  movq %r10, %r12
  movq %rdx, %r10
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rbx, %rax
  jmp     label124
block80:
  movl $0x4, %edx
  movq <offset:1>+0x90(%rsp), %rcx
  movq %rbx, %rsi
  call    User(userextname0)
  leaq -0x10000000(%r10, %rsi), %r8
  movq %r10, <offset:1>+0xb8(%rsp)
  jmp     label81
block85:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xa8(%rsp), %r9
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %rcx
  movl $0xa3a, %r10d
  testl %ecx, %ecx
  jnz     label86; j label87
block86:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0x98(%rsp), %r8
  movq <offset:1>+0xb8(%rsp), %r12
  movq %r9, <offset:1>+0xa8(%rsp)
  jmp     label136
block87:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x48(%rsi), %rcx
  movl $0x100000, %r8d
  cmpq %rcx, %r8
  movq %rcx, %rdx
  cmovlq %r8, %rdx
  movl $0xa3a, %r10d
  movl $0x1, %r8d
  testq %rdx, %rdx
  jnle    label89; j label88
block88:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r12
  movq %r9, <offset:1>+0xa8(%rsp)
  jmp     label136
block89:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x68(%rsi), %r8
  movq %rdx, %rbx
  negq %rbx
  lock xaddq %rbx, (%r8)
  movl $0xa3a, %r10d
  movl $0x6, %r8d
  cmpq %rdx, %rbx
  jl      label90; j label91
block90:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r12
  movq %r9, <offset:1>+0xa8(%rsp)
  jmp     label136
block91:
  subq %rdx, %rcx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rcx, 0x48(%rsi)
  leaq (%r13, %rdx), %r13
  movq %r9, <offset:1>+0xa8(%rsp)
  jmp     label42
block100:
  leaq -0x10000000(%r15, %r8), %r10
  movq <offset:1>+0xb0(%rsp), %rax
  leaq -1(%rax), %r11
  cmpq %r11, %r10
  jbe     label102; j label101
block101:
  movq %r9, <offset:1>+0xa8(%rsp)
  jmp     label107
block103:
  movq %rdx, %r8
  movq %r9, <offset:1>+0xa8(%rsp)
  jmp     label120
block104:
  movzwq (%r9, %r10), %rax
  movq %r9, <offset:1>+0xa8(%rsp)
  leal -0x10000000(%r15, %r14), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label105; j label106
block105:
  movq %rdx, %r8
  jmp     label120
block106:
  jmp     label107
block107:
  movabsq $0xffffffff60000000, %rax
  leaq (%rdx, %rax), %r10
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %r10
  jbe     label109; j label108
block108:
  jmp     label111
block110:
  jmp     label111
block111:
  leaq -0x80000000(%r15, %r8), %r10
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %r10
  jbe     label113; j label112
block112:
  jmp     label115
block114:
  jmp     label115
block115:
  movl $0x1, %r8d
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %r10
  testq %r10, %r10
  jnz     label116; j label117
block117:
  movl $0x1, %ecx
  movl $0x1, %edx
  movq %r8, %rax
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rdx, %r10
  movq <offset:1>+0xb8(%rsp), %r12
  jmp     label124
block120:
  movl $0x1, %edx
  movq %rbx, %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq <offset:1>+0xb8(%rsp), %r12
  leaq -0x10000000(%r12, %rsi), %r10
  jmp     label122
block123:
  movl $0x80000000, %eax
  leaq (%rdx, %rax), %rax
  movl $0x4, %edx
  movq <offset:1>+0x98(%rsp), %rcx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rdx, %r10
  jmp     label124
block129:
  movq %rbx, %rcx
  movq <offset:1>+0x70(%rsp), %rdx
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0x68(%rsp), %r11
  movq <offset:1>+0xb8(%rsp), %r12
  movq %r9, <offset:1>+0xa8(%rsp)
  movq 0x50(%rsi), %rax
  movzbq (%rax), %rax
  movl $0x87e, %r10d
  testl %eax, %eax
  jnz     label130; j label131
block130:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0x98(%rsp), %r8
  jmp     label136
block131:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x48(%rsi), %r9
  movl $0x100000, %eax
  cmpq %r9, %rax
  movq %r9, %rbx
  cmovlq %rax, %rbx
  movl $0x87e, %r10d
  movl $0x1, %r8d
  testq %rbx, %rbx
  jnle    label133; j label132
block132:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block133:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x68(%rsi), %r8
  movq %rbx, %rax
  negq %rax
  lock xaddq %rax, (%r8)
  movl $0x87e, %r10d
  movl $0x6, %r8d
  cmpq %rbx, %rax
  jl      label134; j label135
block134:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block135:
  subq %rbx, %r9
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r9, 0x48(%rsi)
  leaq (%r13, %rbx), %r13
  movq %rcx, %rbx
  movq <offset:1>+0xa8(%rsp), %r9
  movq %r11, <offset:1>+0x68(%rsp)
  movq %rdx, <offset:1>+0x70(%rsp)
  movq %r12, <offset:1>+0xb8(%rsp)
  jmp     label98
block136:
  movq <offset:1>+0x58(%rsp), %rsi
  movl %r10d, 0x60(%rsi)
  movl %r8d, 0x64(%rsi)
  movl $0x4, %eax
  jmp     label137
; 3624 bytes

