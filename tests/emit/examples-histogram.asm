; kernel histogram
; kernel histogram (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec e0 00 00 00 48 89 9c 24 b0
;   0x0010: 00 00 00 4c 89 a4 24 b8 00 00 00 4c 89 ac 24 c0
;   0x0020: 00 00 00 4c 89 b4 24 c8 00 00 00 4c 89 bc 24 d0
;   0x0030: 00 00 00
;   0x0033: 48 c7 44 24 30 00 00 00 00 48 c7 44 24 40 00 00
;   0x0043: 00 00 48 69 c2 98 00 00 00 48 03 c6 48 89 74 24
;   0x0053: 48 48 89 84 24 a8 00 00 00 b8 02 00 00 00 48 89
;   0x0063: 84 24 a0 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0069: 48 8d 4c 24 38 48 89 8c 24 98 00 00 00 4c 8b ac
;   0x0079: 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x007e: 49 3b f5 4c 89 ac 24 a8 00 00 00 0f 84 35 06 00
;   0x008e: 00
;   0x008f: 8b 56 20 83 fa ff 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x009b: 48 89 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00a0: e9 01 06 00 00
;   0x00a5: 48 8b 47 48 48 8b 4f 50 48 8b 4f 58 48 8b 5f 30
;   0x00b5: 48 89 9c 24 90 00 00 00 48 8b 4f 38 48 89 8c 24
;   0x00c5: 88 00 00 00 48 8b 4f 40 4c 8b 1f 4d 89 d8 4c 8b
;   0x00d5: 57 08 4c 89 54 24 50 4c 8b 67 10 4c 89 a4 24 80
;   0x00e5: 00 00 00 48 8b 4e 40 4c 8b 4e 08 48 89 74 24 48
;   0x00f5: 4c 89 4c 24 78 85 d2 0f 85 14 01 00 00
;   0x0102: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x0112: 00 48 c7 44 24 20 00 00 00 00 48 8d 59 f6
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0120: 48 85 db 0f 8c 95 06 00 00
;   0x0129: 48 8b 48 58
; line 38: ld.param.u32 %r1, [histogram_param_1];
;   0x012d: 8b 50 70 4c 8b 5c 24 78 41 89 13
; line 39: ld.param.u64 %rd2, [histogram_param_2];
;   0x0138: 48 8b 80 88 00 00 00
; line 40: cvta.to.global.u64 %rd3, %rd1;
;   0x013f: 49 89 4b 08
; line 41: cvta.to.global.u64 %rd4, %rd2;
;   0x0143: 49 89 43 10 48 8b 74 24 48
; line 42: mov.u32 %r2, %tid.x;
;   0x014c: 8b 46 10 41 89 43 18
; line 43: mov.u32 %r3, %ntid.x;
;   0x0153: 8b 57 60 41 89 53 20
; line 44: mov.u32 %r4, histogram_bins;
;   0x015a: 41 c7 43 28 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0162: 3d ff 00 00 00 0f 97 c1
; line 46: setp.gt.u32 %p1, %r2, 255;
;   0x016a: 41 88 4b 30
; line 47: @%p1 bra $L__zeroed;
;   0x016e: 3d ff 00 00 00 0f 86 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0179: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x017e: e9 66 00 00 00
;   0x0183: 48 81 c3 ff ff ff ff
;   0x018a: 48 81 c3 f9 ff ff ff
; line 50: shl.b32 %r6, %r5, 2;
;   0x0191: 48 85 db 0f 8c 7c 05 00 00
; (no source location: register moves, constants, padding)
;   0x019a: 48 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x019d: c1 e1 02 4c 8b bc 24 88 00 00 00 49 8d 77 bc 48
;   0x01ad: 3b ce 41 0f 96 c1 48 f7 c1 03 00 00 00 40 0f 94
;   0x01bd: c6
; line 53: st.shared.u32 [%r7], %r8;
;   0x01be: 44 84 ce 0f 84 33 05 00 00
; (no source location: register moves, constants, padding)
;   0x01c7: 4c 8b b4 24 90 00 00 00
; line 53: st.shared.u32 [%r7], %r8;
;   0x01cf: 41 c7 04 0e 00 00 00 00
; line 54: add.s32 %r5, %r5, %r3;
;   0x01d7: 03 c2
; line 56: @%p2 bra $L__zero;
;   0x01d9: 3d 00 01 00 00 0f 82 a6 ff ff ff
; (no source location: register moves, constants, padding)
;   0x01e4: 48 8b 74 24 48 48 8b 74 24 48
; line 58: bar.sync 0;
;   0x01ee: 48 c7 46 78 00 00 00 00 41 c6 43 38 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01fb: 48 8d 43 ff
; line 58: bar.sync 0;
;   0x01ff: 48 89 46 40 c7 46 20 01 00 00 00 c6 86 8d 00 00
;   0x020f: 00 03 e9 90 04 00 00
; (no source location: register moves, constants, padding)
;   0x0216: 4c 8b 5c 24 78
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x021b: 85 d2 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0223: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0228: e9 6d 04 00 00
;   0x022d: 8d 42 ff ba 02 00 00 00 3b c2 0f 42 d0 48 8d 35
;   0x023d: 09 00 00 00 48 63 04 96 48 03 f0 ff e6 c9 01 00
;   0x024d: 00 16 00 00 00 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x0256: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x025b: e9 3a 04 00 00
;   0x0260: 49 0f b6 43 38
; line 80: @%p1 bra $L__end;
;   0x0265: 49 0f b6 43 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x026a: 48 8d 51 ff
; line 80: @%p1 bra $L__end;
;   0x026e: 84 c0 0f 85 8d 01 00 00
; line 81: mov.u32 %r17, %r2;
;   0x0276: 45 8b 6b 18 4d 8b 73 10 45 8b 7b 20 4c 89 7c 24
;   0x0286: 70 41 8b 43 28
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x028b: 48 8d 51 fe 4c 8b a4 24 88 00 00 00 4d 8d 7c 24
;   0x029b: bc
;   0x029c: 48 8d 5a fb
; line 83: shl.b32 %r18, %r17, 2;
;   0x02a0: 48 85 db 0f 8c 1f 07 00 00
; (no source location: register moves, constants, padding)
;   0x02a9: 4c 89 e9
; line 83: shl.b32 %r18, %r17, 2;
;   0x02ac: c1 e1 02
; line 85: ld.shared.u32 %r20, [%r19];
;   0x02af: 49 3b cf 0f 96 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02b5: 48 f7 c1 03 00 00 00 0f 94 c2
; line 85: ld.shared.u32 %r20, [%r19];
;   0x02bf: 84 c2 0f 84 a9 05 00 00
; (no source location: register moves, constants, padding)
;   0x02c7: 4c 8b 9c 24 90 00 00 00
; line 85: ld.shared.u32 %r20, [%r19];
;   0x02cf: 41 8b 04 0b
; line 87: @%p4 bra $L__next;
;   0x02d3: 85 c0 0f 85 15 00 00 00
; (no source location: register moves, constants, padding)
;   0x02db: 48 8b 74 24 70 4d 89 c3 4c 8b a4 24 80 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02eb: e9 ea 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x02f0: 4c 8b 4c 24 38 4c 8b 54 24 40
; line 88: mul.wide.u32 %rd7, %r17, 4;
;   0x02fa: 41 8b cd
; line 89: add.s64 %rd8, %rd4, %rd7;
;   0x02fd: 49 8d 14 8e 48 89 d6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0304: 49 2b f1 49 3b f2 0f 83 7f 05 00 00
;   0x0310: 48 f7 c2 03 00 00 00 0f 85 7a 05 00 00
; (no source location: register moves, constants, padding)
;   0x031d: 4d 89 c3
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0320: 4d 8d 94 13 00 00 00 f0 4c 8b a4 24 80 00 00 00
;   0x0330: e9 95 00 00 00
;   0x0335: 49 c1 e9 03 4c 8b a4 24 80 00 00 00 4b 0f b6 34
;   0x0345: 0c 81 fe ff 00 00 00 0f 85 70 05 00 00
;   0x0352: 48 f7 c2 03 00 00 00 0f 85 6b 05 00 00 e9 6e 05
;   0x0362: 00 00
;   0x0364: 4c 8b 8f 98 00 00 00 4c 89 d6 48 c1 ee 03 49 0f
;   0x0374: b6 34 31 81 fe ff 00 00 00 0f 85 c0 05 00 00
;   0x0383: 48 f7 c2 03 00 00 00 0f 85 b3 05 00 00
; (no source location: register moves, constants, padding)
;   0x0390: 48 8b 74 24 48
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0395: 4c 03 16 e9 2d 00 00 00
;   0x039d: 48 8b 4f 40 4c 89 d6 48 c1 ee 03 48 0f b6 0c 31
;   0x03ad: 81 f9 ff 00 00 00 0f 85 a6 05 00 00
;   0x03b9: 48 f7 c2 03 00 00 00 0f 85 99 05 00 00
;   0x03c6: 4c 03 57 30
;   0x03ca: f0 41 01 02
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03ce: 48 81 c3 fd ff ff ff 48 8b 74 24 70
; line 92: add.s32 %r17, %r17, %r3;
;   0x03da: 44 03 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03dd: 48 8d 53 fd
; line 94: @%p2 bra $L__merge;
;   0x03e1: 41 81 fd 00 01 00 00 0f 83 15 00 00 00
; (no source location: register moves, constants, padding)
;   0x03ee: 4d 89 d8 48 89 74 24 70 4c 89 a4 24 80 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03fe: e9 99 fe ff ff
;   0x0403: 33 c0 48 8d 5a ff 48 8b 74 24 48
; line 96: ret;
;   0x040e: e9 f5 01 00 00
; (no source location: register moves, constants, padding)
;   0x0413: 4c 89 5c 24 78 4d 89 dd 4c 8b a4 24 80 00 00 00
;   0x0423: 4d 89 c3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0426: 4d 0f b6 6d 38 4c 89 6c 24 70
; line 60: mov.u32 %r9, %ctaid.x;
;   0x0430: 8b 47 6c
; line 61: mov.u32 %r10, %nctaid.x;
;   0x0433: 8b 57 78 4c 8b 6c 24 78
; line 62: mad.lo.s32 %r11, %r9, %r3, %r2;
;   0x043b: 45 8b 45 20 48 63 c0 4d 63 c0 49 0f af c0 45 8b
;   0x044b: 4d 18
; line 63: mul.lo.s32 %r12, %r10, %r3;
;   0x044d: 48 63 d2 49 89 d2 4d 0f af d0 4c 89 54 24 68
; line 64: setp.ge.u32 %p3, %r11, %r1;
;   0x045c: 41 8b 55 00
; line 62: mad.lo.s32 %r11, %r9, %r3, %r2;
;   0x0460: 46 8d 3c 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0464: 48 8d 59 fa
; line 65: @%p3 bra $L__counted;
;   0x0468: 44 3b fa 0f 82 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0471: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0476: e9 e9 01 00 00
; (no source location: register moves, constants, padding)
;   0x047b: 4c 8b 6c 24 78
; line 65: @%p3 bra $L__counted;
;   0x0480: 45 8b 6d 00 4c 89 6c 24 60 4c 8b 6c 24 78 4d 8b
;   0x0490: 75 08 41 8b 45 28
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0496: 48 8d 4c 24 28 48 8b 44 24 50 48 89 4c 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04a5: 48 81 c0 ff ff ff ff 48 89 44 24 50
;   0x04b1: 48 81 c3 f6 ff ff ff
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x04b8: 48 85 db 0f 8c e1 06 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x04c1: 4c 8b 4c 24 28 48 8b 44 24 30
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x04cb: 45 8b d7
; line 68: add.s64 %rd6, %rd3, %rd5;
;   0x04ce: 4b 8d 14 16 48 89 d6
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x04d5: 49 2b f1 48 3b f0 0f 82 87 00 00 00 e9 aa 05 00
;   0x04e5: 00
;   0x04e6: 49 c1 e9 03 4f 0f b6 04 0c 41 81 f8 ff 00 00 00
;   0x04f6: 0f 84 af 05 00 00 e9 b2 05 00 00
;   0x0501: 48 8b 87 98 00 00 00 48 89 ce 48 c1 ee 03 48 0f
;   0x0511: b6 04 30 3d ff 00 00 00 0f 84 39 00 00 00 e9 dd
;   0x0521: 05 00 00
;   0x0524: 48 8b 47 40 48 89 ce 48 c1 ee 03 48 0f b6 04 30
;   0x0534: 3d ff 00 00 00 0f 84 0d 00 00 00 e9 d9 05 00 00
; (no source location: register moves, constants, padding)
;   0x0544: 4d 89 d8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0547: e9 2a 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x054c: 48 03 4f 30 4d 89 d8 e9 1e 00 00 00
; (no source location: register moves, constants, padding)
;   0x0558: 48 8b 74 24 48
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x055d: 48 03 0e 4d 89 d8 e9 0e 00 00 00
; (no source location: register moves, constants, padding)
;   0x0568: 48 89 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x056b: 49 8d 8c 33 00 00 00 f0 4d 89 d8
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0576: 48 0f b6 01
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x057a: 0f b6 c0
; line 71: shl.b32 %r14, %r13, 2;
;   0x057d: c1 e0 02 48 8b 8c 24 88 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0588: 48 81 c1 bc ff ff ff
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x058f: 48 3b c1 0f 96 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0595: 48 a9 03 00 00 00 0f 94 c2
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x059e: 84 ca 0f 85 23 00 00 00 e9 d4 05 00 00
; (no source location: register moves, constants, padding)
;   0x05ab: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05b0: 89 46 24 48 89 56 28 48 89 4e 30 4c 89 4e 38 b8
;   0x05c0: 02 00 00 00 e9 3f 00 00 00
; (no source location: register moves, constants, padding)
;   0x05c9: 4c 8b 9c 24 90 00 00 00
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x05d1: 41 83 04 03 01 4c 8b 4c 24 68
; line 74: add.s32 %r11, %r11, %r12;
;   0x05db: 45 03 f9 48 8b 54 24 60
; line 76: @%p3 bra $L__count;
;   0x05e3: 44 3b fa 0f 83 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x05ec: 4d 89 c3 48 89 54 24 60 4c 89 4c 24 68
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05f9: e9 b3 fe ff ff
; (no source location: register moves, constants, padding)
;   0x05fe: 48 8b 74 24 48
; line 76: @%p3 bra $L__count;
;   0x0603: e9 5c 00 00 00
; (no source location: register moves, constants, padding)
;   0x0608: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x060d: 48 89 5e 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x061d: 00 00
;   0x061f: 48 8b 9c 24 b0 00 00 00 4c 8b a4 24 b8 00 00 00
;   0x062f: 4c 8b ac 24 c0 00 00 00 4c 8b b4 24 c8 00 00 00
;   0x063f: 4c 8b bc 24 d0 00 00 00 48 81 c4 e0 00 00 00 48
;   0x064f: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0653: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0658: c7 46 20 ff ff ff ff e9 42 00 00 00
; (no source location: register moves, constants, padding)
;   0x0664: 48 8b 74 24 48
; line 78: bar.sync 0;
;   0x0669: 48 c7 46 78 00 00 00 00 48 8b 4c 24 70 4c 8b 6c
;   0x0679: 24 78 41 88 4d 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x067f: 48 8d 43 ff
; line 78: bar.sync 0;
;   0x0683: 48 89 46 40 c7 46 20 02 00 00 00 c6 86 8d 00 00
;   0x0693: 00 03 e9 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x069a: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x069f: c6 86 8d 00 00 00 00
; (no source location: register moves, constants, padding)
;   0x06a6: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06ab: 48 81 c6 98 00 00 00 48 89 74 24 48 4c 8b ac 24
;   0x06bb: a8 00 00 00 e9 ba f9 ff ff
;   0x06c4: 33 c0 48 8b 9c 24 b0 00 00 00 4c 8b a4 24 b8 00
;   0x06d4: 00 00 4c 8b ac 24 c0 00 00 00 4c 8b b4 24 c8 00
;   0x06e4: 00 00 4c 8b bc 24 d0 00 00 00 48 81 c4 e0 00 00
;   0x06f4: 00 48 89 ec 5d c3
;   0x06fa: 33 c0 ba 00 00 00 80 48 03 d1 b9 04 00 00 00 48
;   0x070a: 8b 74 24 48 49 89 c9
; line 53: st.shared.u32 [%r7], %r8;
;   0x0711: e9 95 fe ff ff
; (no source location: register moves, constants, padding)
;   0x0716: 48 8b 74 24 48
; line 50: shl.b32 %r6, %r5, 2;
;   0x071b: 48 8b 4e 50 4c 0f b6 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0723: b9 c8 06 00 00 41 ba 02 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x072e: 45 85 c9 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0737: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x073c: e9 23 05 00 00
; (no source location: register moves, constants, padding)
;   0x0741: 48 8b 74 24 48
; line 50: shl.b32 %r6, %r5, 2;
;   0x0746: 4c 8b 66 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x074a: 41 b9 00 00 10 00 4d 3b cc 4d 89 e5 4d 0f 4c e9
;   0x075a: b9 c8 06 00 00 41 ba 01 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x0765: 4d 85 ed 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x076e: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0773: e9 ec 04 00 00
; (no source location: register moves, constants, padding)
;   0x0778: 48 8b 74 24 48
; line 50: shl.b32 %r6, %r5, 2;
;   0x077d: 4c 8b 56 68 4d 89 e9 49 f7 d9 f0 4d 0f c1 0a
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x078c: b9 c8 06 00 00 41 ba 06 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x0797: 4d 3b cd 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x07a0: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07a5: e9 ba 04 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x07aa: 4d 2b e5 48 8b 74 24 48 4c 89 66 48 49 03 dd e9
;   0x07ba: d3 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x07be: 48 8b 74 24 48 4c 8b 5c 24 78
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x07c8: 48 8b 4e 50 48 0f b6 11
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07d0: b9 35 05 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x07d5: 85 d2 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x07dd: 48 8b 74 24 48 4c 8b 94 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07ea: e9 75 04 00 00
; (no source location: register moves, constants, padding)
;   0x07ef: 48 8b 74 24 48
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x07f4: 48 8b 56 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07f8: b9 00 00 10 00 48 3b ca 49 89 d4 4c 0f 4c e1 b9
;   0x0808: 35 05 00 00 41 ba 01 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0812: 4d 85 e4 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x081b: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0820: e9 3f 04 00 00
; (no source location: register moves, constants, padding)
;   0x0825: 48 8b 74 24 48
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x082a: 48 8b 4e 68 4d 89 e1 49 f7 d9 f0 4c 0f c1 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0839: b9 35 05 00 00 41 ba 06 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0844: 4d 3b cc 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x084d: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0852: e9 0d 04 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0857: 49 2b d4 48 8b 74 24 48 48 89 56 48 49 03 dc 4c
;   0x0867: 89 5c 24 78 e9 b0 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0870: b8 03 00 00 00 ba 00 00 00 80 48 03 d1 b9 04 00
;   0x0880: 00 00 48 8b 74 24 48 49 89 c9
; line 85: ld.shared.u32 %r20, [%r19];
;   0x088a: e9 1c fd ff ff
; (no source location: register moves, constants, padding)
;   0x088f: 4d 89 c3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0892: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x0897: 4d 89 c3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x089a: 4d 8d 8c 8e 00 00 00 f0 4c 8b 64 24 50 49 8d 74
;   0x08aa: 24 fc
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x08ac: 4c 3b ce 0f 86 80 fa ff ff
; (no source location: register moves, constants, padding)
;   0x08b5: 4c 8b a4 24 80 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08bd: e9 5c 00 00 00
; (no source location: register moves, constants, padding)
;   0x08c2: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08c5: e9 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x08ca: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08cd: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x08d2: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08d5: e9 cc 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x08da: 4f 0f b7 0c 0c
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08df: 47 8d 94 ae 00 00 00 f0 41 83 e2 07
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x08eb: c4 42 2b f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08f0: 41 83 e1 0f 41 83 f9 0f 41 0f 94 c1 48 f7 c2 03
;   0x0900: 00 00 00 41 0f 94 c2
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0907: 45 84 ca 0f 84 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x0910: 49 89 d0 49 89 f5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0916: e9 8b 00 00 00
; (no source location: register moves, constants, padding)
;   0x091b: 49 89 f5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x091e: 48 be 00 00 00 60 ff ff ff ff 4c 8d 14 32 49 c7
;   0x092e: c1 fc ff ff ff 4c 03 8f 90 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x093a: 4d 3b d1 0f 86 21 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0943: 4d 8d 94 8e 00 00 00 80 48 c7 c1 fc ff ff ff 48
;   0x0953: 03 4f 38
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0956: 4c 3b d1 0f 86 3e fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x095f: 41 b8 04 00 00 00 48 8b 74 24 48 4c 89 c1
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x096d: e8 00 00 00 00 49 89 d0 4c 8b 96 90 00 00 00 4d
;   0x097d: 85 d2 0f 85 45 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0985: b8 04 00 00 00 b9 04 00 00 00 48 81 c3 fd ff ff
;   0x0995: ff 4c 89 c2 48 8b 74 24 48 49 89 c9
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09a1: e9 05 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09a6: ba 04 00 00 00 48 8b 8c 24 98 00 00 00 4c 89 c6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09b6: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09bb: 4d 8d 94 33 00 00 00 f0
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09c3: e9 02 fa ff ff
; (no source location: register moves, constants, padding)
;   0x09c8: 48 8b 44 24 48 48 8b 74 24 70 4d 89 c3 4c 8b a4
;   0x09d8: 24 80 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x09dd: 48 8b 40 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09e5: b9 3a 0a 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x09ea: 85 c0 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x09f2: 48 8b 74 24 48 4c 8b 94 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09ff: e9 60 02 00 00
; (no source location: register moves, constants, padding)
;   0x0a04: 48 8b 4c 24 48
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a09: 48 8b 41 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a0d: b9 00 00 10 00 48 3b c8 48 89 c2 48 0f 4c d1 b9
;   0x0a1d: 3a 0a 00 00 41 ba 01 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a27: 48 85 d2 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a30: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a35: e9 2a 02 00 00
; (no source location: register moves, constants, padding)
;   0x0a3a: 48 8b 4c 24 48
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a3f: 48 8b 49 68 49 89 d1 49 f7 d9 f0 4c 0f c1 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a4e: b9 3a 0a 00 00 41 ba 06 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a59: 4c 3b ca 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a62: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a67: e9 f8 01 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a6c: 48 2b c2 48 8b 4c 24 48 48 89 41 48 48 03 da 4d
;   0x0a7c: 89 d8 48 89 74 24 70 4c 89 a4 24 80 00 00 00 e9
;   0x0a8c: 10 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a90: 4f 8d 8c 16 00 00 00 f0 4c 8b 6c 24 50
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0a9d: 4d 3b cd 0f 86 40 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aa6: e9 31 00 00 00
; (no source location: register moves, constants, padding)
;   0x0aab: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aae: e9 aa 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0ab3: 4b 0f b7 04 0c
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ab8: 43 8d 8c 3e 00 00 00 f0 83 e1 07
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0ac3: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ac8: 83 e0 01
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0acb: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0ad4: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ad7: e9 81 00 00 00
;   0x0adc: 48 b8 00 00 00 60 ff ff ff ff 48 8d 0c 02 48 c7
;   0x0aec: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0af8: 48 3b c8 0f 86 00 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b01: 4b 8d 8c 16 00 00 00 80 48 c7 c0 ff ff ff ff 48
;   0x0b11: 03 47 38
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b14: 48 3b c8 0f 86 07 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b1d: 41 b8 01 00 00 00 48 8b 74 24 48 4c 89 c1
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b2b: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x0b3b: 85 c9 0f 85 01 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b43: b8 01 00 00 00 b9 01 00 00 00 4c 89 c2 48 8b 74
;   0x0b53: 24 48 49 89 c9
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b58: e9 4e fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b5d: ba 01 00 00 00 48 8b 4c 24 58 4c 89 c6
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b6a: e8 00 00 00 00 49 8d 8c 33 00 00 00 f0 4d 89 d8
;   0x0b7a: e9 f7 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b7f: b9 00 00 00 80 48 8d 14 08 b9 04 00 00 00 48 8b
;   0x0b8f: 84 24 a0 00 00 00 48 8b 74 24 48 49 89 c9
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x0b9d: e9 09 fa ff ff
; (no source location: register moves, constants, padding)
;   0x0ba2: 48 8b 54 24 60 48 8b 74 24 48 4d 89 d8 4c 8b 4c
;   0x0bb2: 24 68
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0bb4: 48 8b 46 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bbc: b9 7e 08 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0bc1: 85 c0 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0bc9: 48 8b 74 24 48 4c 8b 94 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bd6: e9 89 00 00 00
; (no source location: register moves, constants, padding)
;   0x0bdb: 48 8b 74 24 48
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0be0: 4c 8b 6e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0be4: b9 00 00 10 00 49 3b cd 4c 89 e8 48 0f 4c c1 b9
;   0x0bf4: 7e 08 00 00 41 ba 01 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0bfe: 48 85 c0 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c07: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c0c: e9 53 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c11: 48 8b 74 24 48
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0c16: 48 8b 4e 68 49 89 c3 49 f7 db f0 4c 0f c1 19
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c25: b9 7e 08 00 00 41 ba 06 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0c30: 4c 3b d8 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c39: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c3e: e9 21 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0c43: 4c 2b e8 48 8b 74 24 48 4c 89 6e 48 48 03 d8 4d
;   0x0c53: 89 c3 48 89 54 24 60 4c 89 4c 24 68 e9 54 f8 ff
;   0x0c63: ff
; (no source location: register moves, constants, padding)
;   0x0c64: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c69: 89 4e 60 44 89 56 64 b8 04 00 00 00 e9 8e f9 ff
;   0x0c79: ff
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xe0, %rsp
  movq %rbx, 0xb0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0xb8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0xc0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0xc8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xd0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq $0x0, <offset:1>+0x30(%rsp)
  movq $0x0, <offset:1>+0x40(%rsp)
  imulq $0x98, %rdx, %rax
  leaq (%rsi, %rax), %rax
  movq %rsi, <offset:1>+0x48(%rsp)
  movq %rax, <offset:1>+0xa8(%rsp)
  movl $0x2, %eax
  movq %rax, <offset:1>+0xa0(%rsp)
  leaq <offset:1>+0x38(%rsp), %rcx
  movq %rcx, <offset:1>+0x98(%rsp)
  movq <offset:1>+0xa8(%rsp), %r13
  jmp     label1
block1:
  cmpq %r13, %rsi
  movq %r13, <offset:1>+0xa8(%rsp)
  jz      label143; j label2
block2:
  movl 0x20(%rsi), %edx
  cmpl $0xffffffff, %edx
  jz      label3; j label4
block3:
  movq %rsi, <offset:1>+0x48(%rsp)
  jmp     label142
block4:
  movq 0x48(%rdi), %rax
  movq 0x50(%rdi), %rcx
  movq 0x58(%rdi), %rcx
  movq 0x30(%rdi), %rbx
  movq %rbx, <offset:1>+0x90(%rsp)
  movq 0x38(%rdi), %rcx
  movq %rcx, <offset:1>+0x88(%rsp)
  movq 0x40(%rdi), %rcx
  movq (%rdi), %r11
  movq %r11, %r8
  movq 8(%rdi), %r10
  movq %r10, <offset:1>+0x50(%rsp)
  movq 0x10(%rdi), %r12
  movq %r12, <offset:1>+0x80(%rsp)
  movq 0x40(%rsi), %rcx
  movq 8(%rsi), %r9
  movq %rsi, <offset:1>+0x48(%rsp)
  movq %r9, <offset:1>+0x78(%rsp)
  testl %edx, %edx
  jnz     label33; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  leaq -0xa(%rcx), %rbx
  jmp     label6
block6:
  testq %rbx, %rbx
  jl      label26; j label7
block7:
  movq 0x58(%rax), %rcx
  movl 0x70(%rax), %edx
  movq <offset:1>+0x78(%rsp), %r11
  movl %edx, (%r11)
  movq 0x88(%rax), %rax
  movq %rcx, 8(%r11)
  movq %rax, 0x10(%r11)
  movq <offset:1>+0x48(%rsp), %rsi
  movl 0x10(%rsi), %eax
  movl %eax, 0x18(%r11)
  movl 0x60(%rdi), %edx
  movl %edx, 0x20(%r11)
  movl $0x0, 0x28(%r11)
  cmpl $0xff, %eax
  seta %cl
  movb %cl, 0x30(%r11)
  cmpl $0xff, %eax
  jnbe    label8; j label9
block8:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label25
block9:
  leaq -1(%rbx), %rbx
  jmp     label10
block10:
  leaq -7(%rbx), %rbx
  jmp     label11
block11:
  testq %rbx, %rbx
  jl      label18; j label12
block12:
  movq %rax, %rcx
  shll $0x2, %ecx
  movq <offset:1>+0x88(%rsp), %r15
  leaq -0x44(%r15), %rsi
  cmpq %rsi, %rcx
  setbe %r9b
  testq $0x3, %rcx
  sete %sil
  testb %r9b, %sil
  jnz     label14; j label13
block14:
  jmp     label15
block15:
  movq <offset:1>+0x90(%rsp), %r14
  movl $0x0, (%r14, %rcx)
  leal (%rax, %rdx), %eax
  cmpl $0x100, %eax
  jb      label16; j label17
block16:
  jmp     label10
block17:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label25
block25:
  movq <offset:1>+0x48(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movb $0x0, 0x38(%r11)
  leaq -1(%rbx), %rax
  movq %rax, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  jmp     label142
block33:
  movq <offset:1>+0x78(%rsp), %r11
  testl %edx, %edx
  jnz     label35; j label34
block34:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label141
block35:
  leal -1(%rdx), %eax
  movl $0x2, %edx
  cmpl %edx, %eax
  cmovbl %eax, %edx
  br_table %rdx, %rsi, %rax
block36:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label141
block37:
  movzbq 0x38(%r11), %rax
  jmp     label38
block38:
  movzbq 0x30(%r11), %rax
  leaq -1(%rcx), %rdx
  testb %al, %al
  jnz     label39; j label40
block39:
  jmp     label92
block40:
  movl 0x18(%r11), %r13d
  movq 0x10(%r11), %r14
  movl 0x20(%r11), %r15d
  movq %r15, <offset:1>+0x70(%rsp)
  movl 0x28(%r11), %eax
  leaq -2(%rcx), %rdx
  movq <offset:1>+0x88(%rsp), %r12
  leaq -0x44(%r12), %r15
  jmp     label41
block41:
  leaq -5(%rdx), %rbx
  jmp     label42
block42:
  testq %rbx, %rbx
  jl      label85; j label43
block43:
  movq %r13, %rcx
  shll $0x2, %ecx
  cmpq %r15, %rcx
  setbe %al
  testq $0x3, %rcx
  sete %dl
  testb %al, %dl
  jnz     label45; j label44
block45:
  jmp     label46
block46:
  movq <offset:1>+0x90(%rsp), %r11
  movl (%r11, %rcx), %eax
  testl %eax, %eax
  jz      label47; j label48
block47:
  movq <offset:1>+0x70(%rsp), %rsi
  movq %r8, %r11
  movq <offset:1>+0x80(%rsp), %r12
  jmp     label82
block48:
  movq <offset:1>+0x38(%rsp), %r9
  movq <offset:1>+0x40(%rsp), %r10
  movl %r13d, %ecx
  leaq (%r14, %rcx, 4), %rdx
  movq %rdx, %rsi
  subq %r9, %rsi
  cmpq %r10, %rsi
  jb      label50; j label49
block50:
  testq $0x3, %rdx
  jnz     label51; j label52
block52:
  movq %r8, %r11
  leaq -0x10000000(%r11, %rdx), %r10
  movq <offset:1>+0x80(%rsp), %r12
  jmp     label81
block55:
  shrq $0x3, %r9
  movq <offset:1>+0x80(%rsp), %r12
  movzbq (%r12, %r9), %rsi
  cmpl $0xff, %esi
  jz      label57; j label56
block57:
  testq $0x3, %rdx
  jnz     label58; j label59
block65:
  movq 0x98(%rdi), %r9
  movq %r10, %rsi
  shrq $0x3, %rsi
  movzbq (%r9, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label67; j label66
block67:
  testq $0x3, %rdx
  jnz     label68; j label69
block69:
  movq <offset:1>+0x48(%rsp), %rsi
  addq (%rsi), %r10
  jmp     label81
block72:
  movq 0x40(%rdi), %rcx
  movq %r10, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label74; j label73
block74:
  testq $0x3, %rdx
  jnz     label75; j label76
block76:
  addq 0x30(%rdi), %r10
  jmp     label81
block78:
  jmp     label81
block81:
  lock addl %eax, (%r10)
  leaq -3(%rbx), %rbx
  movq <offset:1>+0x70(%rsp), %rsi
  jmp     label82
block82:
  leal (%r13, %rsi), %r13d
  leaq -3(%rbx), %rdx
  cmpl $0x100, %r13d
  jb      label83; j label84
block83:
  movq %r11, %r8
  movq %rsi, <offset:1>+0x70(%rsp)
  movq %r12, <offset:1>+0x80(%rsp)
  jmp     label41
block84:
  jmp     label92
block92:
  uninit  %rax
  xorl %eax, %eax
  leaq -1(%rdx), %rbx
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label137
block93:
  movq %r11, <offset:1>+0x78(%rsp)
  movq %r11, %r13
  movq <offset:1>+0x80(%rsp), %r12
  movq %r8, %r11
  movzbq 0x38(%r13), %r13
  movq %r13, <offset:1>+0x70(%rsp)
  jmp     label94
block94:
  movl 0x6c(%rdi), %eax
  movl 0x78(%rdi), %edx
  movq <offset:1>+0x78(%rsp), %r13
  movl 0x20(%r13), %r8d
  movslq %eax, %rax
  movslq %r8d, %r8
  imulq %r8, %rax
  movl 0x18(%r13), %r9d
  movslq %edx, %rdx
  movq %rdx, %r10
  imulq %r8, %r10
  movq %r10, <offset:1>+0x68(%rsp)
  movl (%r13), %edx
  leal (%rax, %r9), %r15d
  leaq -6(%rcx), %rbx
  cmpl %edx, %r15d
  jnb     label95; j label96
block95:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label140
block96:
  movq <offset:1>+0x78(%rsp), %r13
  movl (%r13), %r13d
  movq %r13, <offset:1>+0x60(%rsp)
  movq <offset:1>+0x78(%rsp), %r13
  movq 8(%r13), %r14
  movl 0x28(%r13), %eax
  leaq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x50(%rsp), %rax
  movq %rcx, <offset:1>+0x58(%rsp)
  leaq -1(%rax), %rax
  movq %rax, <offset:1>+0x50(%rsp)
  jmp     label97
block97:
  leaq -0xa(%rbx), %rbx
  jmp     label98
block98:
  testq %rbx, %rbx
  jl      label129; j label99
block99:
  movq <offset:1>+0x28(%rsp), %r9
  movq <offset:1>+0x30(%rsp), %rax
  movl %r15d, %r10d
  leaq (%r14, %r10), %rdx
  movq %rdx, %rsi
  subq %r9, %rsi
  cmpq %rax, %rsi
  jb      label121; j label100
block102:
  shrq $0x3, %r9
  movzbq (%r12, %r9), %r8
  cmpl $0xff, %r8d
  jz      label103; j label104
block109:
  movq 0x98(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label119; j label110
block113:
  movq 0x40(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label118; j label114
block116:
  movq %r11, %r8
  jmp     label122
block118:
  addq 0x30(%rdi), %rcx
  movq %r11, %r8
  jmp     label122
block119:
  movq <offset:1>+0x48(%rsp), %rsi
  addq (%rsi), %rcx
  movq %r11, %r8
  jmp     label122
block121:
  movq %rdx, %rsi
  leaq -0x10000000(%r11, %rsi), %rcx
  movq %r11, %r8
  jmp     label122
block122:
  movzbq (%rcx), %rax
  movzbl %al, %eax
  shll $0x2, %eax
  movq <offset:1>+0x88(%rsp), %rcx
  leaq -0x44(%rcx), %rcx
  cmpq %rcx, %rax
  setbe %cl
  testq $0x3, %rax
  sete %dl
  testb %cl, %dl
  jnz     label125; j label123
block124:
  movq <offset:1>+0x48(%rsp), %rsi
  movl %eax, 0x24(%rsi)
  movq %rdx, 0x28(%rsi)
  movq %rcx, 0x30(%rsi)
  movq %r9, 0x38(%rsi)
  movl $0x2, %eax
  jmp     label137
block125:
  jmp     label126
block126:
  movq <offset:1>+0x90(%rsp), %r11
  addl $0x1, (%r11, %rax)
  movq <offset:1>+0x68(%rsp), %r9
  leal (%r15, %r9), %r15d
  movq <offset:1>+0x60(%rsp), %rdx
  cmpl %edx, %r15d
  jb      label127; j label128
block127:
  movq %r8, %r11
  movq %rdx, <offset:1>+0x60(%rsp)
  movq %r9, <offset:1>+0x68(%rsp)
  jmp     label97
block128:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label140
block137:
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rbx, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label139; j label138
block138:
  movq 0xb0(%rsp), %rbx
  movq 0xb8(%rsp), %r12
  movq 0xc0(%rsp), %r13
  movq 0xc8(%rsp), %r14
  movq 0xd0(%rsp), %r15
  addq $0xe0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block139:
  movq <offset:1>+0x48(%rsp), %rsi
  movl $0xffffffff, 0x20(%rsi)
  jmp     label142
block140:
  movq <offset:1>+0x48(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movq <offset:1>+0x70(%rsp), %rcx
  movq <offset:1>+0x78(%rsp), %r13
  movb %cl, 0x38(%r13)
  leaq -1(%rbx), %rax
  movq %rax, 0x40(%rsi)
  movl $0x2, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  jmp     label142
block141:
  movq <offset:1>+0x48(%rsp), %rsi
  movb $0x0, 0x8d(%rsi)
  jmp     label142
block142:
  movq <offset:1>+0x48(%rsp), %rsi
  leaq 0x98(%rsi), %rsi
  movq %rsi, <offset:1>+0x48(%rsp)
  movq <offset:1>+0xa8(%rsp), %r13
  jmp     label1
block143:
  uninit  %rax
  xorl %eax, %eax
  movq 0xb0(%rsp), %rbx
  movq 0xb8(%rsp), %r12
  movq 0xc0(%rsp), %r13
  movq 0xc8(%rsp), %r14
  movq 0xd0(%rsp), %r15
  addq $0xe0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block13:
  uninit  %rax
  xorl %eax, %eax
  movl $0x80000000, %edx
  leaq (%rcx, %rdx), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r9
  jmp     label124
block18:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %r9
  movl $0x6c8, %ecx
  movl $0x2, %r10d
  testl %r9d, %r9d
  jnz     label19; j label20
block19:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label136
block20:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x48(%rsi), %r12
  movl $0x100000, %r9d
  cmpq %r12, %r9
  movq %r12, %r13
  cmovlq %r9, %r13
  movl $0x6c8, %ecx
  movl $0x1, %r10d
  testq %r13, %r13
  jnle    label22; j label21
block21:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label136
block22:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x68(%rsi), %r10
  movq %r13, %r9
  negq %r9
  lock xaddq %r9, (%r10)
  movl $0x6c8, %ecx
  movl $0x6, %r10d
  cmpq %r13, %r9
  jl      label23; j label24
block23:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label136
block24:
  subq %r13, %r12
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r12, 0x48(%rsi)
  leaq (%rbx, %r13), %rbx
  jmp     label11
block26:
  movq <offset:1>+0x48(%rsp), %rsi
  movq <offset:1>+0x78(%rsp), %r11
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %rdx
  movl $0x535, %ecx
  testl %edx, %edx
  jnz     label27; j label28
block27:
  movq <offset:1>+0x48(%rsp), %rsi
  movq <offset:1>+0xa0(%rsp), %r10
  jmp     label136
block28:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x48(%rsi), %rdx
  movl $0x100000, %ecx
  cmpq %rdx, %rcx
  movq %rdx, %r12
  cmovlq %rcx, %r12
  movl $0x535, %ecx
  movl $0x1, %r10d
  testq %r12, %r12
  jnle    label30; j label29
block29:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label136
block30:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x68(%rsi), %rcx
  movq %r12, %r9
  negq %r9
  lock xaddq %r9, (%rcx)
  movl $0x535, %ecx
  movl $0x6, %r10d
  cmpq %r12, %r9
  jl      label31; j label32
block31:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label136
block32:
  subq %r12, %rdx
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rdx, 0x48(%rsi)
  leaq (%rbx, %r12), %rbx
  movq %r11, <offset:1>+0x78(%rsp)
  jmp     label6
block44:
  movl $0x3, %eax
  movl $0x80000000, %edx
  leaq (%rcx, %rdx), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r9
  jmp     label124
block49:
  movq %r8, %r11
  jmp     label53
block51:
  movq %r8, %r11
  jmp     label53
block53:
  leaq -0x10000000(%r14, %rcx, 4), %r9
  movq <offset:1>+0x50(%rsp), %r12
  leaq -4(%r12), %rsi
  cmpq %rsi, %r9
  jbe     label55; j label54
block54:
  movq <offset:1>+0x80(%rsp), %r12
  jmp     label63
block56:
  movq %r13, %rsi
  jmp     label60
block58:
  movq %r13, %rsi
  jmp     label60
block59:
  movq %rdx, %r8
  jmp     label80
block60:
  movzwq (%r12, %r9), %r9
  leal -0x10000000(%r14, %r13, 4), %r10d
  andl $0x7, %r10d
  shrxl %r10d, %r9d, %r9d
  andl $0xf, %r9d
  cmpl $0xf, %r9d
  sete %r9b
  testq $0x3, %rdx
  sete %r10b
  testb %r9b, %r10b
  jnz     label61; j label62
block61:
  movq %rdx, %r8
  movq %rsi, %r13
  jmp     label80
block62:
  movq %rsi, %r13
  jmp     label63
block63:
  movabsq $0xffffffff60000000, %rsi
  leaq (%rdx, %rsi), %r10
  movq $0xfffffffffffffffc, %r9
  addq 0x90(%rdi), %r9
  cmpq %r9, %r10
  jbe     label65; j label64
block64:
  jmp     label70
block66:
  jmp     label70
block68:
  jmp     label70
block70:
  leaq -0x80000000(%r14, %rcx, 4), %r10
  movq $0xfffffffffffffffc, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %r10
  jbe     label72; j label71
block71:
  jmp     label77
block73:
  jmp     label77
block75:
  jmp     label77
block77:
  movl $0x4, %r8d
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %r10
  testq %r10, %r10
  jnz     label78; j label79
block79:
  movl $0x4, %eax
  movl $0x4, %ecx
  leaq -3(%rbx), %rbx
  movq %r8, %rdx
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r9
  jmp     label124
block80:
  movl $0x4, %edx
  movq <offset:1>+0x98(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0x10000000(%r11, %rsi), %r10
  jmp     label81
block85:
  movq <offset:1>+0x48(%rsp), %rax
  movq <offset:1>+0x70(%rsp), %rsi
  movq %r8, %r11
  movq <offset:1>+0x80(%rsp), %r12
  movq 0x50(%rax), %rax
  movzbq (%rax), %rax
  movl $0xa3a, %ecx
  testl %eax, %eax
  jnz     label86; j label87
block86:
  movq <offset:1>+0x48(%rsp), %rsi
  movq <offset:1>+0xa0(%rsp), %r10
  jmp     label136
block87:
  movq <offset:1>+0x48(%rsp), %rcx
  movq 0x48(%rcx), %rax
  movl $0x100000, %ecx
  cmpq %rax, %rcx
  movq %rax, %rdx
  cmovlq %rcx, %rdx
  movl $0xa3a, %ecx
  movl $0x1, %r10d
  testq %rdx, %rdx
  jnle    label89; j label88
block88:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label136
block89:
  movq <offset:1>+0x48(%rsp), %rcx
  movq 0x68(%rcx), %rcx
  movq %rdx, %r9
  negq %r9
  lock xaddq %r9, (%rcx)
  movl $0xa3a, %ecx
  movl $0x6, %r10d
  cmpq %rdx, %r9
  jl      label90; j label91
block90:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label136
block91:
  subq %rdx, %rax
  movq <offset:1>+0x48(%rsp), %rcx
  movq %rax, 0x48(%rcx)
  leaq (%rbx, %rdx), %rbx
  movq %r11, %r8
  movq %rsi, <offset:1>+0x70(%rsp)
  movq %r12, <offset:1>+0x80(%rsp)
  jmp     label42
block100:
  leaq -0x10000000(%r14, %r10), %r9
  movq <offset:1>+0x50(%rsp), %r13
  cmpq %r13, %r9
  jbe     label102; j label101
block101:
  jmp     label107
block103:
  movq %rdx, %r8
  jmp     label120
block104:
  movzwq (%r12, %r9), %rax
  leal -0x10000000(%r14, %r15), %ecx
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
  leaq (%rdx, %rax), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label109; j label108
block108:
  jmp     label111
block110:
  jmp     label111
block111:
  leaq -0x80000000(%r14, %r10), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label113; j label112
block112:
  jmp     label115
block114:
  jmp     label115
block115:
  movl $0x1, %r8d
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label116; j label117
block117:
  movl $0x1, %eax
  movl $0x1, %ecx
  movq %r8, %rdx
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r9
  jmp     label124
block120:
  movl $0x1, %edx
  movq <offset:1>+0x58(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0x10000000(%r11, %rsi), %rcx
  movq %r11, %r8
  jmp     label122
block123:
  movl $0x80000000, %ecx
  leaq (%rax, %rcx), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0xa0(%rsp), %rax
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r9
  jmp     label124
block129:
  movq <offset:1>+0x60(%rsp), %rdx
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r11, %r8
  movq <offset:1>+0x68(%rsp), %r9
  movq 0x50(%rsi), %rax
  movzbq (%rax), %rax
  movl $0x87e, %ecx
  testl %eax, %eax
  jnz     label130; j label131
block130:
  movq <offset:1>+0x48(%rsp), %rsi
  movq <offset:1>+0xa0(%rsp), %r10
  jmp     label136
block131:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x48(%rsi), %r13
  movl $0x100000, %ecx
  cmpq %r13, %rcx
  movq %r13, %rax
  cmovlq %rcx, %rax
  movl $0x87e, %ecx
  movl $0x1, %r10d
  testq %rax, %rax
  jnle    label133; j label132
block132:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label136
block133:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x68(%rsi), %rcx
  movq %rax, %r11
  negq %r11
  lock xaddq %r11, (%rcx)
  movl $0x87e, %ecx
  movl $0x6, %r10d
  cmpq %rax, %r11
  jl      label134; j label135
block134:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label136
block135:
  subq %rax, %r13
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r13, 0x48(%rsi)
  leaq (%rbx, %rax), %rbx
  movq %r8, %r11
  movq %rdx, <offset:1>+0x60(%rsp)
  movq %r9, <offset:1>+0x68(%rsp)
  jmp     label98
block136:
  movq <offset:1>+0x48(%rsp), %rsi
  movl %ecx, 0x60(%rsi)
  movl %r10d, 0x64(%rsi)
  movl $0x4, %eax
  jmp     label137
; 3194 bytes

