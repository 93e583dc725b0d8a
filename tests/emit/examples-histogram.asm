; kernel histogram
; kernel histogram (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec f0 00 00 00 48 89 9c 24 c0
;   0x0010: 00 00 00 4c 89 a4 24 c8 00 00 00 4c 89 ac 24 d0
;   0x0020: 00 00 00 4c 89 b4 24 d8 00 00 00 4c 89 bc 24 e0
;   0x0030: 00 00 00
;   0x0033: 48 89 7c 24 48 48 c7 44 24 30 00 00 00 00 48 c7
;   0x0043: 44 24 40 00 00 00 00 48 69 c2 98 00 00 00 48 8d
;   0x0053: 3c 06 48 89 74 24 50 48 89 bc 24 b0 00 00 00 b8
;   0x0063: 02 00 00 00 48 89 84 24 a8 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x006f: 48 8d 4c 24 38 48 89 8c 24 a0 00 00 00 4c 8b ac
;   0x007f: 24 b0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0084: 49 3b f5 4c 89 ac 24 b0 00 00 00 0f 84 1e 06 00
;   0x0094: 00
;   0x0095: 8b 56 20 83 fa ff 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x00a1: 48 89 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00a6: e9 ea 05 00 00
; (no source location: register moves, constants, padding)
;   0x00ab: 48 8b 7c 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00b0: 48 8b 47 48 48 8b 4f 50 48 8b 4f 58 4c 8b 77 30
;   0x00c0: 48 8b 5f 38 48 8b 4f 40 4c 8b 1f 4c 8b 7f 08 4d
;   0x00d0: 89 f8 4c 8b 4f 10 4c 89 8c 24 90 00 00 00 48 8b
;   0x00e0: 4e 40 4c 8b 4e 08 48 89 74 24 50 4c 89 8c 24 88
;   0x00f0: 00 00 00 85 d2 0f 85 5a 01 00 00
;   0x00fb: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x010b: 00 48 c7 44 24 20 00 00 00 00 48 81 c1 f6 ff ff
;   0x011b: ff 48 89 4c 24 58 48 8b 74 24 58
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0126: 48 85 f6 48 89 74 24 58 0f 8c 99 06 00 00
;   0x0134: 4c 8b 50 58
; line 38: ld.param.u32 %r1, [histogram_param_1];
;   0x0138: 44 8b 48 70 4c 8b a4 24 88 00 00 00 45 89 0c 24
; line 39: ld.param.u64 %rd2, [histogram_param_2];
;   0x0148: 4c 8b 88 88 00 00 00
; line 40: cvta.to.global.u64 %rd3, %rd1;
;   0x014f: 4d 89 54 24 08
; line 41: cvta.to.global.u64 %rd4, %rd2;
;   0x0154: 4d 89 4c 24 10 48 8b 74 24 50
; line 42: mov.u32 %r2, %tid.x;
;   0x015e: 8b 46 10 41 89 44 24 18 48 8b 7c 24 48
; line 43: mov.u32 %r3, %ntid.x;
;   0x016b: 8b 57 60 41 89 54 24 20
; line 44: mov.u32 %r4, histogram_bins;
;   0x0173: 41 c7 44 24 28 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x017c: 3d ff 00 00 00 0f 97 c1
; line 46: setp.gt.u32 %p1, %r2, 255;
;   0x0184: 41 88 4c 24 30
; line 47: @%p1 bra $L__zeroed;
;   0x0189: 3d ff 00 00 00 0f 86 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0194: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0199: e9 84 00 00 00
; (no source location: register moves, constants, padding)
;   0x019e: 48 8b 4c 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01a3: 48 81 c1 ff ff ff ff 48 89 4c 24 58
;   0x01af: 48 81 c1 f9 ff ff ff 48 89 4c 24 58 48 8b 74 24
;   0x01bf: 58
; line 50: shl.b32 %r6, %r5, 2;
;   0x01c0: 48 85 f1 0f 8c 3c 05 00 00
; (no source location: register moves, constants, padding)
;   0x01c9: 48 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01cc: c1 e1 02 48 8d 73 bc 48 3b ce 40 0f 96 c7 48 f7
;   0x01dc: c1 03 00 00 00 40 0f 94 c6
; line 53: st.shared.u32 [%r7], %r8;
;   0x01e5: 40 84 fe 0f 84 fb 04 00 00
;   0x01ee: 41 c7 04 0e 00 00 00 00 4c 89 b4 24 98 00 00 00
; line 54: add.s32 %r5, %r5, %r3;
;   0x01fe: 03 c2
; line 56: @%p2 bra $L__zero;
;   0x0200: 3d 00 01 00 00 0f 83 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x020b: 48 8b 4c 24 58 4c 8b b4 24 98 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0218: e9 92 ff ff ff
; (no source location: register moves, constants, padding)
;   0x021d: 48 8b 74 24 50 48 8b 74 24 50
; line 58: bar.sync 0;
;   0x0227: 48 c7 46 78 00 00 00 00 41 c6 44 24 38 00 4c 8b
;   0x0237: 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x023a: 49 8d 46 ff
; line 58: bar.sync 0;
;   0x023e: 48 89 46 40 c7 46 20 01 00 00 00 c6 86 8d 00 00
;   0x024e: 00 03 e9 40 04 00 00
; (no source location: register moves, constants, padding)
;   0x0255: 4c 8b a4 24 88 00 00 00 4c 89 b4 24 98 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0265: 85 d2 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x026d: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0272: e9 12 04 00 00
;   0x0277: 8d 7a ff ba 02 00 00 00 3b fa 0f 42 d7 48 8d 35
;   0x0287: 09 00 00 00 48 63 3c 96 48 03 f7 ff e6 a2 01 00
;   0x0297: 00 16 00 00 00 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x02a0: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02a5: e9 df 03 00 00
;   0x02aa: 49 0f b6 74 24 38
; line 80: @%p1 bra $L__end;
;   0x02b0: 49 0f b6 7c 24 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02b6: 48 8d 51 ff
; line 80: @%p1 bra $L__end;
;   0x02ba: 40 84 ff 0f 85 5e 01 00 00
; line 81: mov.u32 %r17, %r2;
;   0x02c3: 41 8b 44 24 18 4d 8b 74 24 10 45 8b 54 24 20 4c
;   0x02d3: 89 a4 24 88 00 00 00 4c 89 54 24 60 4d 89 e2 45
;   0x02e3: 8b 4a 28
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02e6: 48 8d 51 fe 4c 8d 53 bc 4c 89 94 24 80 00 00 00
;   0x02f6: 48 8d 4a fb 48 89 4c 24 58 48 8b 54 24 58
; line 83: shl.b32 %r18, %r17, 2;
;   0x0304: 48 85 d1 0f 8c a4 06 00 00
; (no source location: register moves, constants, padding)
;   0x030d: 48 89 c1
; line 83: shl.b32 %r18, %r17, 2;
;   0x0310: c1 e1 02 4c 8b bc 24 80 00 00 00
; line 85: ld.shared.u32 %r20, [%r19];
;   0x031b: 49 3b cf 0f 96 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0321: 48 f7 c1 03 00 00 00 40 0f 94 c6
; line 85: ld.shared.u32 %r20, [%r19];
;   0x032c: 40 84 d6 0f 84 6d 05 00 00
; (no source location: register moves, constants, padding)
;   0x0335: 4c 8b 94 24 98 00 00 00
; line 85: ld.shared.u32 %r20, [%r19];
;   0x033d: 41 8b 1c 0a
; line 87: @%p4 bra $L__next;
;   0x0341: 85 db 0f 85 15 00 00 00
; (no source location: register moves, constants, padding)
;   0x0349: 4c 8b 8c 24 90 00 00 00 4c 8b 64 24 60 4d 89 c5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0359: e9 8f 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x035e: 48 8b 7c 24 38 4c 8b 6c 24 40
; line 88: mul.wide.u32 %rd7, %r17, 4;
;   0x0368: 8b c8
; line 89: add.s64 %rd8, %rd4, %rd7;
;   0x036a: 49 8d 14 8e 48 89 d6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0371: 48 2b f7 49 3b f5 0f 83 44 05 00 00
;   0x037d: 48 f7 c2 03 00 00 00 0f 85 3f 05 00 00
;   0x038a: 49 8d 8c 13 00 00 00 f0 4c 8b 8c 24 90 00 00 00
;   0x039a: 4d 89 c5 e9 32 00 00 00
;   0x03a2: 48 c1 e9 03 4c 8b 8c 24 90 00 00 00 49 0f b6 34
;   0x03b2: 09 81 fe ff 00 00 00 0f 85 3a 05 00 00
;   0x03bf: 48 f7 c2 03 00 00 00 0f 85 2d 05 00 00 e9 20 05
;   0x03cf: 00 00
; (no source location: register moves, constants, padding)
;   0x03d1: 4c 89 e0
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x03d4: f0 01 19 48 8b 4c 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03dc: 48 81 c1 fd ff ff ff 48 89 4c 24 58 4c 8b 64 24
;   0x03ec: 60
; line 92: add.s32 %r17, %r17, %r3;
;   0x03ed: 41 03 c4 48 8b 4c 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03f5: 48 8d 51 fd
; line 94: @%p2 bra $L__merge;
;   0x03f9: 3d 00 01 00 00 0f 83 1d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0404: 4d 89 e8 4c 89 64 24 60 4c 89 8c 24 90 00 00 00
;   0x0414: 4c 89 94 24 98 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x041c: e9 d5 fe ff ff
;   0x0421: 33 c0 4c 8d 72 ff 4c 89 74 24 58 48 8b 74 24 50
; line 96: ret;
;   0x0431: e9 b6 01 00 00
; (no source location: register moves, constants, padding)
;   0x0436: 4c 89 e0 4c 8b 8c 24 90 00 00 00 4c 8b 94 24 98
;   0x0446: 00 00 00 4d 89 c5 4c 89 a4 24 88 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0454: 4c 0f b6 40 38 4c 89 84 24 80 00 00 00
; (no source location: register moves, constants, padding)
;   0x0461: 48 8b 7c 24 48
; line 60: mov.u32 %r9, %ctaid.x;
;   0x0466: 8b 57 6c
; line 61: mov.u32 %r10, %nctaid.x;
;   0x0469: 8b 47 78 48 8b b4 24 88 00 00 00
; line 62: mad.lo.s32 %r11, %r9, %r3, %r2;
;   0x0474: 44 8b 46 20 48 63 fa 49 63 d0 48 0f af fa 44 8b
;   0x0484: 46 18
; line 63: mul.lo.s32 %r12, %r10, %r3;
;   0x0486: 4c 63 e0 4c 0f af e2 48 8b 84 24 88 00 00 00 4c
;   0x0496: 89 64 24 78
; line 64: setp.ge.u32 %p3, %r11, %r1;
;   0x049a: 8b 10
; line 62: mad.lo.s32 %r11, %r9, %r3, %r2;
;   0x049c: 42 8d 04 07
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04a0: 4c 8d 71 fa 4c 89 74 24 58
; line 65: @%p3 bra $L__counted;
;   0x04a9: 3b c2 0f 82 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x04b1: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04b6: e9 8d 01 00 00
; (no source location: register moves, constants, padding)
;   0x04bb: 48 8b 8c 24 88 00 00 00
; line 65: @%p3 bra $L__counted;
;   0x04c3: 8b 09 48 89 4c 24 70 48 8b 8c 24 88 00 00 00 4c
;   0x04d3: 8b 71 08 8b 49 28
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x04d9: 48 8d 4c 24 28 48 89 4c 24 68
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04e3: 4d 8d 7d ff 4c 89 7c 24 60 48 8b 4c 24 58
;   0x04f1: 48 81 c1 f6 ff ff ff 48 89 4c 24 58 48 8b 54 24
;   0x0501: 58
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0502: 48 85 d1 0f 8c 63 06 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x050b: 48 8b 4c 24 28 4c 8b 64 24 30
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0515: 8b f8
; line 68: add.s64 %rd6, %rd3, %rd5;
;   0x0517: 49 8d 14 3e 48 89 d6
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x051e: 48 2b f1 49 3b f4 0f 82 1f 00 00 00 e9 67 05 00
;   0x052e: 00
;   0x052f: 48 c1 e9 03 49 0f b6 34 09 81 fe ff 00 00 00 0f
;   0x053f: 84 6d 05 00 00 e9 70 05 00 00
; (no source location: register moves, constants, padding)
;   0x0549: 48 89 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x054c: 49 8d 8c 33 00 00 00 f0
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0554: 48 0f b6 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0558: 0f b6 c9
; line 71: shl.b32 %r14, %r13, 2;
;   0x055b: c1 e1 02
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x055e: 48 8d 53 bc
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x0562: 48 3b ca 0f 96 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0568: 48 f7 c1 03 00 00 00 40 0f 94 c6
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x0573: 40 84 d6 0f 85 28 00 00 00 e9 ca 05 00 00
; (no source location: register moves, constants, padding)
;   0x0581: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0586: 89 46 24 48 89 56 28 48 89 4e 30 48 89 7e 38 b8
;   0x0596: 02 00 00 00 4c 8b 74 24 58 e9 48 00 00 00
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x05a4: 41 83 04 0a 01 4c 8b 7c 24 78 4c 89 94 24 98 00
;   0x05b4: 00 00
; line 74: add.s32 %r11, %r11, %r12;
;   0x05b6: 41 03 c7 48 8b 54 24 70
; line 76: @%p3 bra $L__count;
;   0x05be: 3b c2 0f 83 1c 00 00 00
; (no source location: register moves, constants, padding)
;   0x05c6: 48 8b 4c 24 58 4c 8b 94 24 98 00 00 00 48 89 54
;   0x05d6: 24 70 4c 89 7c 24 78
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05dd: e9 0f ff ff ff
; (no source location: register moves, constants, padding)
;   0x05e2: 48 8b 74 24 50
; line 76: @%p3 bra $L__count;
;   0x05e7: e9 5c 00 00 00
; (no source location: register moves, constants, padding)
;   0x05ec: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05f1: 4c 89 76 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x0601: 00 00
;   0x0603: 48 8b 9c 24 c0 00 00 00 4c 8b a4 24 c8 00 00 00
;   0x0613: 4c 8b ac 24 d0 00 00 00 4c 8b b4 24 d8 00 00 00
;   0x0623: 4c 8b bc 24 e0 00 00 00 48 81 c4 f0 00 00 00 48
;   0x0633: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0637: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x063c: c7 46 20 ff ff ff ff e9 4d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0648: 48 8b 74 24 50
; line 78: bar.sync 0;
;   0x064d: 48 c7 46 78 00 00 00 00 4c 8b 94 24 88 00 00 00
;   0x065d: 4c 8b ac 24 80 00 00 00 45 88 6a 38 4c 8b 74 24
;   0x066d: 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x066e: 49 8d 46 ff
; line 78: bar.sync 0;
;   0x0672: 48 89 46 40 c7 46 20 02 00 00 00 c6 86 8d 00 00
;   0x0682: 00 03 e9 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x0689: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x068e: c6 86 8d 00 00 00 00
; (no source location: register moves, constants, padding)
;   0x0695: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x069a: 48 81 c6 98 00 00 00 48 89 74 24 50 4c 8b ac 24
;   0x06aa: b0 00 00 00 e9 d1 f9 ff ff
;   0x06b3: 33 c0 48 8b 9c 24 c0 00 00 00 4c 8b a4 24 c8 00
;   0x06c3: 00 00 4c 8b ac 24 d0 00 00 00 4c 8b b4 24 d8 00
;   0x06d3: 00 00 4c 8b bc 24 e0 00 00 00 48 81 c4 f0 00 00
;   0x06e3: 00 48 89 ec 5d c3
;   0x06e9: 33 c0 ba 00 00 00 80 48 03 d1 b9 04 00 00 00 48
;   0x06f9: 8b 74 24 50 48 89 cf
; line 53: st.shared.u32 [%r7], %r8;
;   0x0700: e9 7c fe ff ff
; (no source location: register moves, constants, padding)
;   0x0705: 48 8b 74 24 50 4c 89 b4 24 98 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x0712: 48 8b 4e 50 4c 0f b6 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x071a: b9 c8 06 00 00 bf 02 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x0724: 45 85 c9 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x072d: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0732: e9 10 05 00 00
; (no source location: register moves, constants, padding)
;   0x0737: 48 8b 74 24 50
; line 50: shl.b32 %r6, %r5, 2;
;   0x073c: 4c 8b 56 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0740: b9 00 00 10 00 49 3b ca 4d 89 d3 4c 0f 4c d9 b9
;   0x0750: c8 06 00 00 bf 01 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x0759: 4d 85 db 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0762: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0767: e9 db 04 00 00
; (no source location: register moves, constants, padding)
;   0x076c: 48 8b 74 24 50
; line 50: shl.b32 %r6, %r5, 2;
;   0x0771: 48 8b 4e 68 4d 89 dd 49 f7 dd f0 4c 0f c1 29
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0780: b9 c8 06 00 00 bf 06 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x078a: 4d 3b eb 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0793: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0798: e9 aa 04 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x079d: 4d 2b d3 48 8b 74 24 50 4c 89 56 48 4c 8b 74 24
;   0x07ad: 58 4d 03 f3 4c 89 74 24 58 48 8b 4c 24 58 48 8b
;   0x07bd: 74 24 58 4c 8b b4 24 98 00 00 00 e9 f3 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x07cd: 48 8b 74 24 50 4c 8b a4 24 88 00 00 00 4c 89 b4
;   0x07dd: 24 98 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x07e2: 48 8b 4e 50 48 0f b6 11
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07ea: b9 35 05 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x07ef: 85 d2 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x07f7: 48 8b 74 24 50 48 8b bc 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0804: e9 3e 04 00 00
; (no source location: register moves, constants, padding)
;   0x0809: 48 8b 74 24 50
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x080e: 48 8b 56 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0812: b9 00 00 10 00 48 3b ca 49 89 d2 4c 0f 4c d1 b9
;   0x0822: 35 05 00 00 bf 01 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x082b: 4d 85 d2 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0834: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0839: e9 09 04 00 00
; (no source location: register moves, constants, padding)
;   0x083e: 48 8b 74 24 50
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0843: 48 8b 4e 68 4d 89 d3 49 f7 db f0 4c 0f c1 19
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0852: b9 35 05 00 00 bf 06 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x085c: 4d 3b da 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0865: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x086a: e9 d8 03 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x086f: 49 2b d2 48 8b 74 24 50 48 89 56 48 4c 8b 74 24
;   0x087f: 58 4d 03 f2 4c 89 74 24 58 48 8b 74 24 58 4c 8b
;   0x088f: b4 24 98 00 00 00 4c 89 a4 24 88 00 00 00 e9 84
;   0x089f: f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08a2: b8 03 00 00 00 ba 00 00 00 80 48 03 d1 b9 04 00
;   0x08b2: 00 00 48 8b 74 24 50 48 89 cf
; line 85: ld.shared.u32 %r20, [%r19];
;   0x08bc: e9 c0 fc ff ff
; (no source location: register moves, constants, padding)
;   0x08c1: 49 89 c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08c4: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x08c9: 49 89 c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08cc: 49 8d 8c 8e 00 00 00 f0 4d 89 c5 49 8d 75 fc
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x08db: 48 3b ce 0f 86 be fa ff ff
; (no source location: register moves, constants, padding)
;   0x08e4: 4c 8b 8c 24 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08ec: e9 40 00 00 00
; (no source location: register moves, constants, padding)
;   0x08f1: 48 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08f4: e9 8e 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x08f9: 49 0f b7 0c 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08fe: 41 8d 84 86 00 00 00 f0 83 e0 07
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0909: c4 e2 7b f7 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x090e: 83 e0 0f 83 f8 0f 0f 94 c0 48 f7 c2 03 00 00 00
;   0x091e: 0f 94 c1
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0921: 84 c1 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0929: 48 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x092c: e9 56 00 00 00
;   0x0931: 41 b8 04 00 00 00 48 8b 74 24 50 48 8b 7c 24 48
;   0x0941: 4c 89 c1
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0944: e8 00 00 00 00 48 89 d7 48 8b 8e 90 00 00 00 48
;   0x0954: 85 c9 0f 85 75 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x095c: b8 04 00 00 00 b9 04 00 00 00 4c 8b 74 24 58 49
;   0x096c: 81 c6 fd ff ff ff 4c 89 74 24 58 48 8b 74 24 50
;   0x097c: 48 89 fa 48 89 cf
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0982: e9 fa fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0987: ba 04 00 00 00 48 89 fe 48 8b 7c 24 48 48 8b 8c
;   0x0997: 24 a0 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x099c: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09a1: 49 8d 8c 33 00 00 00 f0 4c 89 e0
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09ac: e9 23 fa ff ff
; (no source location: register moves, constants, padding)
;   0x09b1: 48 8b 74 24 50 4c 8b 8c 24 90 00 00 00 4c 8b 94
;   0x09c1: 24 98 00 00 00 4c 8b 64 24 60 4d 89 c5
; line 83: shl.b32 %r18, %r17, 2;
;   0x09ce: 48 8b 4e 50 48 0f b6 11
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09d6: b9 3a 0a 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x09db: 85 d2 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x09e3: 48 8b 74 24 50 48 8b bc 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09f0: e9 52 02 00 00
; (no source location: register moves, constants, padding)
;   0x09f5: 48 8b 74 24 50
; line 83: shl.b32 %r18, %r17, 2;
;   0x09fa: 48 8b 56 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09fe: b9 00 00 10 00 48 3b ca 48 89 d3 48 0f 4c d9 b9
;   0x0a0e: 3a 0a 00 00 bf 01 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a17: 48 85 db 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a20: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a25: e9 1d 02 00 00
; (no source location: register moves, constants, padding)
;   0x0a2a: 48 8b 74 24 50
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a2f: 48 8b 7e 68 49 89 df 49 f7 df f0 4c 0f c1 3f
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a3e: b9 3a 0a 00 00 bf 06 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a48: 4c 3b fb 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a51: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a56: e9 ec 01 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a5b: 48 2b d3 48 8b 74 24 50 48 89 56 48 48 8b 4c 24
;   0x0a6b: 58 48 03 cb 48 89 4c 24 58 48 8b 54 24 58 4d 89
;   0x0a7b: e8 4c 89 64 24 60 4c 89 8c 24 90 00 00 00 4c 89
;   0x0a8b: 94 24 98 00 00 00 e9 6e f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a96: 49 8d 8c 3e 00 00 00 f0 4c 8b 6c 24 60
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0aa3: 49 3b cd 0f 86 83 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aac: e9 31 00 00 00
; (no source location: register moves, constants, padding)
;   0x0ab1: 48 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ab4: e9 6e 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0ab9: 49 0f b7 0c 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0abe: 41 8d bc 06 00 00 00 f0 83 e7 07
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0ac9: c4 e2 43 f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ace: 83 e1 01
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0ad1: 83 f9 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0ada: 48 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0add: e9 45 00 00 00
;   0x0ae2: 41 b8 01 00 00 00 48 8b 74 24 50 48 8b 7c 24 48
;   0x0af2: 4c 89 c1
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0af5: e8 00 00 00 00 48 89 d7 48 8b 8e 90 00 00 00 48
;   0x0b05: 85 c9 0f 85 47 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b0d: b8 01 00 00 00 b9 01 00 00 00 48 8b 74 24 50 48
;   0x0b1d: 89 fa 48 89 cf
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b22: e9 5a fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b27: ba 01 00 00 00 48 89 fe 48 8b 7c 24 48 48 8b 4c
;   0x0b37: 24 68
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b39: e8 00 00 00 00 49 8d 8c 33 00 00 00 f0 e9 09 fa
;   0x0b49: ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b4b: b8 00 00 00 80 48 8d 14 01 b9 04 00 00 00 48 8b
;   0x0b5b: 84 24 a8 00 00 00 48 8b 74 24 50 48 89 cf
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x0b69: e9 13 fa ff ff
; (no source location: register moves, constants, padding)
;   0x0b6e: 48 8b 54 24 70 48 8b 74 24 50 4c 8b 7c 24 78 4c
;   0x0b7e: 89 94 24 98 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0b85: 48 8b 4e 50 48 0f b6 39
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b8d: b9 7e 08 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0b92: 85 ff 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0b9a: 48 8b 74 24 50 48 8b bc 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ba7: e9 9b 00 00 00
; (no source location: register moves, constants, padding)
;   0x0bac: 48 8b 74 24 50
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0bb1: 4c 8b 6e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bb5: b9 00 00 10 00 49 3b cd 4d 89 ec 4c 0f 4c e1 b9
;   0x0bc5: 7e 08 00 00 bf 01 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0bce: 4d 85 e4 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0bd7: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bdc: e9 66 00 00 00
; (no source location: register moves, constants, padding)
;   0x0be1: 48 8b 74 24 50
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0be6: 48 8b 4e 68 4d 89 e2 49 f7 da f0 4c 0f c1 11
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bf5: b9 7e 08 00 00 bf 06 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0bff: 4d 3b d4 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c08: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c0d: e9 35 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0c12: 4d 2b ec 48 8b 74 24 50 4c 89 6e 48 48 8b 4c 24
;   0x0c22: 58 49 03 cc 48 89 4c 24 58 4c 89 7c 24 78 48 89
;   0x0c32: 54 24 70 4c 8b 94 24 98 00 00 00 48 8b 54 24 58
;   0x0c42: e9 bb f8 ff ff
; (no source location: register moves, constants, padding)
;   0x0c47: 48 8b 74 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c4c: 89 4e 60 89 7e 64 b8 04 00 00 00 4c 8b 74 24 58
;   0x0c5c: e9 8b f9 ff ff
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xf0, %rsp
  movq %rbx, 0xc0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0xc8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0xd0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0xd8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xe0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, <offset:1>+0x48(%rsp)
  movq $0x0, <offset:1>+0x30(%rsp)
  movq $0x0, <offset:1>+0x40(%rsp)
  imulq $0x98, %rdx, %rax
  leaq (%rsi, %rax), %rdi
  movq %rsi, <offset:1>+0x50(%rsp)
  movq %rdi, <offset:1>+0xb0(%rsp)
  movl $0x2, %eax
  movq %rax, <offset:1>+0xa8(%rsp)
  leaq <offset:1>+0x38(%rsp), %rcx
  movq %rcx, <offset:1>+0xa0(%rsp)
  movq <offset:1>+0xb0(%rsp), %r13
  jmp     label1
block1:
  cmpq %r13, %rsi
  movq %r13, <offset:1>+0xb0(%rsp)
  jz      label119; j label2
block2:
  movl 0x20(%rsi), %edx
  cmpl $0xffffffff, %edx
  jz      label3; j label4
block3:
  movq %rsi, <offset:1>+0x50(%rsp)
  jmp     label118
block4:
  movq <offset:1>+0x48(%rsp), %rdi
  movq 0x48(%rdi), %rax
  movq 0x50(%rdi), %rcx
  movq 0x58(%rdi), %rcx
  movq 0x30(%rdi), %r14
  movq 0x38(%rdi), %rbx
  movq 0x40(%rdi), %rcx
  movq (%rdi), %r11
  movq 8(%rdi), %r15
  movq %r15, %r8
  movq 0x10(%rdi), %r9
  movq %r9, <offset:1>+0x90(%rsp)
  movq 0x40(%rsi), %rcx
  movq 8(%rsi), %r9
  movq %rsi, <offset:1>+0x50(%rsp)
  movq %r9, <offset:1>+0x88(%rsp)
  testl %edx, %edx
  jnz     label33; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  leaq -0xa(%rcx), %rcx
  movq %rcx, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label6
block6:
  testq %rsi, %rsi
  movq %rsi, <offset:1>+0x58(%rsp)
  jl      label26; j label7
block7:
  movq 0x58(%rax), %r10
  movl 0x70(%rax), %r9d
  movq <offset:1>+0x88(%rsp), %r12
  movl %r9d, (%r12)
  movq 0x88(%rax), %r9
  movq %r10, 8(%r12)
  movq %r9, 0x10(%r12)
  movq <offset:1>+0x50(%rsp), %rsi
  movl 0x10(%rsi), %eax
  movl %eax, 0x18(%r12)
  movq <offset:1>+0x48(%rsp), %rdi
  movl 0x60(%rdi), %edx
  movl %edx, 0x20(%r12)
  movl $0x0, 0x28(%r12)
  cmpl $0xff, %eax
  seta %cl
  movb %cl, 0x30(%r12)
  cmpl $0xff, %eax
  jnbe    label8; j label9
block8:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label25
block9:
  movq <offset:1>+0x58(%rsp), %rcx
  leaq -1(%rcx), %rcx
  movq %rcx, <offset:1>+0x58(%rsp)
  jmp     label10
block10:
  leaq -7(%rcx), %rcx
  movq %rcx, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label11
block11:
  testq %rsi, %rcx
  jl      label18; j label12
block12:
  movq %rax, %rcx
  shll $0x2, %ecx
  leaq -0x44(%rbx), %rsi
  cmpq %rsi, %rcx
  setbe %dil
  testq $0x3, %rcx
  sete %sil
  testb %dil, %sil
  jnz     label14; j label13
block14:
  jmp     label15
block15:
  movl $0x0, (%r14, %rcx)
  movq %r14, <offset:1>+0x98(%rsp)
  leal (%rax, %rdx), %eax
  cmpl $0x100, %eax
  jb      label16; j label17
block16:
  movq <offset:1>+0x58(%rsp), %rcx
  movq <offset:1>+0x98(%rsp), %r14
  jmp     label10
block17:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label25
block25:
  movq <offset:1>+0x50(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movb $0x0, 0x38(%r12)
  movq <offset:1>+0x58(%rsp), %r14
  leaq -1(%r14), %rax
  movq %rax, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  jmp     label118
block33:
  movq <offset:1>+0x88(%rsp), %r12
  movq %r14, <offset:1>+0x98(%rsp)
  testl %edx, %edx
  jnz     label35; j label34
block34:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label117
block35:
  leal -1(%rdx), %edi
  movl $0x2, %edx
  cmpl %edx, %edi
  cmovbl %edi, %edx
  br_table %rdx, %rsi, %rdi
block36:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label117
block37:
  movzbq 0x38(%r12), %rsi
  jmp     label38
block38:
  movzbq 0x30(%r12), %rdi
  leaq -1(%rcx), %rdx
  testb %dil, %dil
  jnz     label39; j label40
block39:
  jmp     label78
block40:
  movl 0x18(%r12), %eax
  movq 0x10(%r12), %r14
  movl 0x20(%r12), %r10d
  movq %r12, <offset:1>+0x88(%rsp)
  movq %r10, <offset:1>+0x60(%rsp)
  movq %r12, %r10
  movl 0x28(%r10), %r9d
  leaq -2(%rcx), %rdx
  leaq -0x44(%rbx), %r10
  movq %r10, <offset:1>+0x80(%rsp)
  jmp     label41
block41:
  leaq -5(%rdx), %rcx
  movq %rcx, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x58(%rsp), %rdx
  jmp     label42
block42:
  testq %rdx, %rcx
  jl      label71; j label43
block43:
  movq %rax, %rcx
  shll $0x2, %ecx
  movq <offset:1>+0x80(%rsp), %r15
  cmpq %r15, %rcx
  setbe %dl
  testq $0x3, %rcx
  sete %sil
  testb %dl, %sil
  jnz     label45; j label44
block45:
  jmp     label46
block46:
  movq <offset:1>+0x98(%rsp), %r10
  movl (%r10, %rcx), %ebx
  testl %ebx, %ebx
  jz      label47; j label48
block47:
  movq <offset:1>+0x90(%rsp), %r9
  movq <offset:1>+0x60(%rsp), %r12
  movq %r8, %r13
  jmp     label68
block48:
  movq <offset:1>+0x38(%rsp), %rdi
  movq <offset:1>+0x40(%rsp), %r13
  movl %eax, %ecx
  leaq (%r14, %rcx, 4), %rdx
  movq %rdx, %rsi
  subq %rdi, %rsi
  cmpq %r13, %rsi
  jb      label50; j label49
block50:
  testq $0x3, %rdx
  jnz     label51; j label52
block52:
  leaq -0x10000000(%r11, %rdx), %rcx
  movq <offset:1>+0x90(%rsp), %r9
  movq %r8, %r13
  jmp     label67
block55:
  shrq $0x3, %rcx
  movq <offset:1>+0x90(%rsp), %r9
  movzbq (%r9, %rcx), %rsi
  cmpl $0xff, %esi
  jz      label57; j label56
block57:
  testq $0x3, %rdx
  jnz     label58; j label59
block64:
  movq %r12, %rax
  jmp     label67
block67:
  lock addl %ebx, (%rcx)
  movq <offset:1>+0x58(%rsp), %rcx
  leaq -3(%rcx), %rcx
  movq %rcx, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x60(%rsp), %r12
  jmp     label68
block68:
  leal (%rax, %r12), %eax
  movq <offset:1>+0x58(%rsp), %rcx
  leaq -3(%rcx), %rdx
  cmpl $0x100, %eax
  jb      label69; j label70
block69:
  movq %r13, %r8
  movq %r12, <offset:1>+0x60(%rsp)
  movq %r9, <offset:1>+0x90(%rsp)
  movq %r10, <offset:1>+0x98(%rsp)
  jmp     label41
block70:
  jmp     label78
block78:
  uninit  %rax
  xorl %eax, %eax
  leaq -1(%rdx), %r14
  movq %r14, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label113
block79:
  movq %r12, %rax
  movq <offset:1>+0x90(%rsp), %r9
  movq <offset:1>+0x98(%rsp), %r10
  movq %r8, %r13
  movq %r12, <offset:1>+0x88(%rsp)
  movzbq 0x38(%rax), %r8
  movq %r8, <offset:1>+0x80(%rsp)
  jmp     label80
block80:
  movq <offset:1>+0x48(%rsp), %rdi
  movl 0x6c(%rdi), %edx
  movl 0x78(%rdi), %eax
  movq <offset:1>+0x88(%rsp), %rsi
  movl 0x20(%rsi), %r8d
  movslq %edx, %rdi
  movslq %r8d, %rdx
  imulq %rdx, %rdi
  movl 0x18(%rsi), %r8d
  movslq %eax, %r12
  imulq %rdx, %r12
  movq <offset:1>+0x88(%rsp), %rax
  movq %r12, <offset:1>+0x78(%rsp)
  movl (%rax), %edx
  leal (%rdi, %r8), %eax
  leaq -6(%rcx), %r14
  movq %r14, <offset:1>+0x58(%rsp)
  cmpl %edx, %eax
  jnb     label81; j label82
block81:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label116
block82:
  movq <offset:1>+0x88(%rsp), %rcx
  movl (%rcx), %ecx
  movq %rcx, <offset:1>+0x70(%rsp)
  movq <offset:1>+0x88(%rsp), %rcx
  movq 8(%rcx), %r14
  movl 0x28(%rcx), %ecx
  leaq <offset:1>+0x28(%rsp), %rcx
  movq %rcx, <offset:1>+0x68(%rsp)
  leaq -1(%r13), %r15
  movq %r15, <offset:1>+0x60(%rsp)
  movq <offset:1>+0x58(%rsp), %rcx
  jmp     label83
block83:
  leaq -0xa(%rcx), %rcx
  movq %rcx, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x58(%rsp), %rdx
  jmp     label84
block84:
  testq %rdx, %rcx
  jl      label105; j label85
block85:
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %r12
  movl %eax, %edi
  leaq (%r14, %rdi), %rdx
  movq %rdx, %rsi
  subq %rcx, %rsi
  cmpq %r12, %rsi
  jb      label97; j label86
block88:
  shrq $0x3, %rcx
  movzbq (%r9, %rcx), %rsi
  cmpl $0xff, %esi
  jz      label89; j label90
block94:
  jmp     label98
block97:
  movq %rdx, %rsi
  leaq -0x10000000(%r11, %rsi), %rcx
  jmp     label98
block98:
  movzbq (%rcx), %rcx
  movzbl %cl, %ecx
  shll $0x2, %ecx
  leaq -0x44(%rbx), %rdx
  cmpq %rdx, %rcx
  setbe %dl
  testq $0x3, %rcx
  sete %sil
  testb %dl, %sil
  jnz     label101; j label99
block100:
  movq <offset:1>+0x50(%rsp), %rsi
  movl %eax, 0x24(%rsi)
  movq %rdx, 0x28(%rsi)
  movq %rcx, 0x30(%rsi)
  movq %rdi, 0x38(%rsi)
  movl $0x2, %eax
  movq <offset:1>+0x58(%rsp), %r14
  jmp     label113
block101:
  jmp     label102
block102:
  addl $0x1, (%r10, %rcx)
  movq <offset:1>+0x78(%rsp), %r15
  movq %r10, <offset:1>+0x98(%rsp)
  leal (%rax, %r15), %eax
  movq <offset:1>+0x70(%rsp), %rdx
  cmpl %edx, %eax
  jb      label103; j label104
block103:
  movq <offset:1>+0x58(%rsp), %rcx
  movq <offset:1>+0x98(%rsp), %r10
  movq %rdx, <offset:1>+0x70(%rsp)
  movq %r15, <offset:1>+0x78(%rsp)
  jmp     label83
block104:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label116
block113:
  movq <offset:1>+0x50(%rsp), %rsi
  movq %r14, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label115; j label114
block114:
  movq 0xc0(%rsp), %rbx
  movq 0xc8(%rsp), %r12
  movq 0xd0(%rsp), %r13
  movq 0xd8(%rsp), %r14
  movq 0xe0(%rsp), %r15
  addq $0xf0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block115:
  movq <offset:1>+0x50(%rsp), %rsi
  movl $0xffffffff, 0x20(%rsi)
  jmp     label118
block116:
  movq <offset:1>+0x50(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movq <offset:1>+0x88(%rsp), %r10
  movq <offset:1>+0x80(%rsp), %r13
  movb %r13b, 0x38(%r10)
  movq <offset:1>+0x58(%rsp), %r14
  leaq -1(%r14), %rax
  movq %rax, 0x40(%rsi)
  movl $0x2, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  jmp     label118
block117:
  movq <offset:1>+0x50(%rsp), %rsi
  movb $0x0, 0x8d(%rsi)
  jmp     label118
block118:
  movq <offset:1>+0x50(%rsp), %rsi
  leaq 0x98(%rsi), %rsi
  movq %rsi, <offset:1>+0x50(%rsp)
  movq <offset:1>+0xb0(%rsp), %r13
  jmp     label1
block119:
  uninit  %rax
  xorl %eax, %eax
  movq 0xc0(%rsp), %rbx
  movq 0xc8(%rsp), %r12
  movq 0xd0(%rsp), %r13
  movq 0xd8(%rsp), %r14
  movq 0xe0(%rsp), %r15
  addq $0xf0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block13:
  uninit  %rax
  xorl %eax, %eax
  movl $0x80000000, %edx
  leaq (%rcx, %rdx), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0x50(%rsp), %rsi
  movq %rcx, %rdi
  jmp     label100
block18:
  movq <offset:1>+0x50(%rsp), %rsi
  movq %r14, <offset:1>+0x98(%rsp)
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %r9
  movl $0x6c8, %ecx
  movl $0x2, %edi
  testl %r9d, %r9d
  jnz     label19; j label20
block19:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label112
block20:
  movq <offset:1>+0x50(%rsp), %rsi
  movq 0x48(%rsi), %r10
  movl $0x100000, %ecx
  cmpq %r10, %rcx
  movq %r10, %r11
  cmovlq %rcx, %r11
  movl $0x6c8, %ecx
  movl $0x1, %edi
  testq %r11, %r11
  jnle    label22; j label21
block21:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label112
block22:
  movq <offset:1>+0x50(%rsp), %rsi
  movq 0x68(%rsi), %rcx
  movq %r11, %r13
  negq %r13
  lock xaddq %r13, (%rcx)
  movl $0x6c8, %ecx
  movl $0x6, %edi
  cmpq %r11, %r13
  jl      label23; j label24
block23:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label112
block24:
  subq %r11, %r10
  movq <offset:1>+0x50(%rsp), %rsi
  movq %r10, 0x48(%rsi)
  movq <offset:1>+0x58(%rsp), %r14
  leaq (%r14, %r11), %r14
  movq %r14, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x58(%rsp), %rcx
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0x98(%rsp), %r14
  jmp     label11
block26:
  movq <offset:1>+0x50(%rsp), %rsi
  movq <offset:1>+0x88(%rsp), %r12
  movq %r14, <offset:1>+0x98(%rsp)
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %rdx
  movl $0x535, %ecx
  testl %edx, %edx
  jnz     label27; j label28
block27:
  movq <offset:1>+0x50(%rsp), %rsi
  movq <offset:1>+0xa8(%rsp), %rdi
  jmp     label112
block28:
  movq <offset:1>+0x50(%rsp), %rsi
  movq 0x48(%rsi), %rdx
  movl $0x100000, %ecx
  cmpq %rdx, %rcx
  movq %rdx, %r10
  cmovlq %rcx, %r10
  movl $0x535, %ecx
  movl $0x1, %edi
  testq %r10, %r10
  jnle    label30; j label29
block29:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label112
block30:
  movq <offset:1>+0x50(%rsp), %rsi
  movq 0x68(%rsi), %rcx
  movq %r10, %r11
  negq %r11
  lock xaddq %r11, (%rcx)
  movl $0x535, %ecx
  movl $0x6, %edi
  cmpq %r10, %r11
  jl      label31; j label32
block31:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label112
block32:
  subq %r10, %rdx
  movq <offset:1>+0x50(%rsp), %rsi
  movq %rdx, 0x48(%rsi)
  movq <offset:1>+0x58(%rsp), %r14
  leaq (%r14, %r10), %r14
  movq %r14, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0x98(%rsp), %r14
  movq %r12, <offset:1>+0x88(%rsp)
  jmp     label6
block44:
  movl $0x3, %eax
  movl $0x80000000, %edx
  leaq (%rcx, %rdx), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0x50(%rsp), %rsi
  movq %rcx, %rdi
  jmp     label100
block49:
  movq %rax, %r12
  jmp     label53
block51:
  movq %rax, %r12
  jmp     label53
block53:
  leaq -0x10000000(%r14, %rcx, 4), %rcx
  movq %r8, %r13
  leaq -4(%r13), %rsi
  cmpq %rsi, %rcx
  jbe     label55; j label54
block54:
  movq <offset:1>+0x90(%rsp), %r9
  jmp     label63
block56:
  jmp     label60
block58:
  jmp     label60
block59:
  movq %rdx, %rdi
  jmp     label66
block60:
  movzwq (%r9, %rcx), %rcx
  leal -0x10000000(%r14, %rax, 4), %eax
  andl $0x7, %eax
  shrxl %eax, %ecx, %eax
  andl $0xf, %eax
  cmpl $0xf, %eax
  sete %al
  testq $0x3, %rdx
  sete %cl
  testb %al, %cl
  jnz     label61; j label62
block61:
  movq %rdx, %rdi
  jmp     label66
block62:
  jmp     label63
block63:
  movl $0x4, %r8d
  movq <offset:1>+0x50(%rsp), %rsi
  movq <offset:1>+0x48(%rsp), %rdi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %rdi
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label64; j label65
block65:
  movl $0x4, %eax
  movl $0x4, %ecx
  movq <offset:1>+0x58(%rsp), %r14
  leaq -3(%r14), %r14
  movq %r14, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x50(%rsp), %rsi
  movq %rdi, %rdx
  movq %rcx, %rdi
  jmp     label100
block66:
  movl $0x4, %edx
  movq %rdi, %rsi
  movq <offset:1>+0x48(%rsp), %rdi
  movq <offset:1>+0xa0(%rsp), %rcx
  call    User(userextname0)
  leaq -0x10000000(%r11, %rsi), %rcx
  movq %r12, %rax
  jmp     label67
block71:
  movq <offset:1>+0x50(%rsp), %rsi
  movq <offset:1>+0x90(%rsp), %r9
  movq <offset:1>+0x98(%rsp), %r10
  movq <offset:1>+0x60(%rsp), %r12
  movq %r8, %r13
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %rdx
  movl $0xa3a, %ecx
  testl %edx, %edx
  jnz     label72; j label73
block72:
  movq <offset:1>+0x50(%rsp), %rsi
  movq <offset:1>+0xa8(%rsp), %rdi
  jmp     label112
block73:
  movq <offset:1>+0x50(%rsp), %rsi
  movq 0x48(%rsi), %rdx
  movl $0x100000, %ecx
  cmpq %rdx, %rcx
  movq %rdx, %rbx
  cmovlq %rcx, %rbx
  movl $0xa3a, %ecx
  movl $0x1, %edi
  testq %rbx, %rbx
  jnle    label75; j label74
block74:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label112
block75:
  movq <offset:1>+0x50(%rsp), %rsi
  movq 0x68(%rsi), %rdi
  movq %rbx, %r15
  negq %r15
  lock xaddq %r15, (%rdi)
  movl $0xa3a, %ecx
  movl $0x6, %edi
  cmpq %rbx, %r15
  jl      label76; j label77
block76:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label112
block77:
  subq %rbx, %rdx
  movq <offset:1>+0x50(%rsp), %rsi
  movq %rdx, 0x48(%rsi)
  movq <offset:1>+0x58(%rsp), %rcx
  leaq (%rcx, %rbx), %rcx
  movq %rcx, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x58(%rsp), %rdx
  movq %r13, %r8
  movq %r12, <offset:1>+0x60(%rsp)
  movq %r9, <offset:1>+0x90(%rsp)
  movq %r10, <offset:1>+0x98(%rsp)
  jmp     label42
block86:
  leaq -0x10000000(%r14, %rdi), %rcx
  movq <offset:1>+0x60(%rsp), %r13
  cmpq %r13, %rcx
  jbe     label88; j label87
block87:
  jmp     label93
block89:
  movq %rdx, %rdi
  jmp     label96
block90:
  movzwq (%r9, %rcx), %rcx
  leal -0x10000000(%r14, %rax), %edi
  andl $0x7, %edi
  shrxl %edi, %ecx, %ecx
  andl $0x1, %ecx
  cmpl $0x1, %ecx
  jz      label91; j label92
block91:
  movq %rdx, %rdi
  jmp     label96
block92:
  jmp     label93
block93:
  movl $0x1, %r8d
  movq <offset:1>+0x50(%rsp), %rsi
  movq <offset:1>+0x48(%rsp), %rdi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %rdi
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label94; j label95
block95:
  movl $0x1, %eax
  movl $0x1, %ecx
  movq <offset:1>+0x50(%rsp), %rsi
  movq %rdi, %rdx
  movq %rcx, %rdi
  jmp     label100
block96:
  movl $0x1, %edx
  movq %rdi, %rsi
  movq <offset:1>+0x48(%rsp), %rdi
  movq <offset:1>+0x68(%rsp), %rcx
  call    User(userextname0)
  leaq -0x10000000(%r11, %rsi), %rcx
  jmp     label98
block99:
  movl $0x80000000, %eax
  leaq (%rcx, %rax), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0xa8(%rsp), %rax
  movq <offset:1>+0x50(%rsp), %rsi
  movq %rcx, %rdi
  jmp     label100
block105:
  movq <offset:1>+0x70(%rsp), %rdx
  movq <offset:1>+0x50(%rsp), %rsi
  movq <offset:1>+0x78(%rsp), %r15
  movq %r10, <offset:1>+0x98(%rsp)
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %rdi
  movl $0x87e, %ecx
  testl %edi, %edi
  jnz     label106; j label107
block106:
  movq <offset:1>+0x50(%rsp), %rsi
  movq <offset:1>+0xa8(%rsp), %rdi
  jmp     label112
block107:
  movq <offset:1>+0x50(%rsp), %rsi
  movq 0x48(%rsi), %r13
  movl $0x100000, %ecx
  cmpq %r13, %rcx
  movq %r13, %r12
  cmovlq %rcx, %r12
  movl $0x87e, %ecx
  movl $0x1, %edi
  testq %r12, %r12
  jnle    label109; j label108
block108:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label112
block109:
  movq <offset:1>+0x50(%rsp), %rsi
  movq 0x68(%rsi), %rcx
  movq %r12, %r10
  negq %r10
  lock xaddq %r10, (%rcx)
  movl $0x87e, %ecx
  movl $0x6, %edi
  cmpq %r12, %r10
  jl      label110; j label111
block110:
  movq <offset:1>+0x50(%rsp), %rsi
  jmp     label112
block111:
  subq %r12, %r13
  movq <offset:1>+0x50(%rsp), %rsi
  movq %r13, 0x48(%rsi)
  movq <offset:1>+0x58(%rsp), %rcx
  leaq (%rcx, %r12), %rcx
  movq %rcx, <offset:1>+0x58(%rsp)
  movq %r15, <offset:1>+0x78(%rsp)
  movq %rdx, <offset:1>+0x70(%rsp)
  movq <offset:1>+0x98(%rsp), %r10
  movq <offset:1>+0x58(%rsp), %rdx
  jmp     label84
block112:
  movq <offset:1>+0x50(%rsp), %rsi
  movl %ecx, 0x60(%rsi)
  movl %edi, 0x64(%rsi)
  movl $0x4, %eax
  movq <offset:1>+0x58(%rsp), %r14
  jmp     label113
; 3169 bytes

