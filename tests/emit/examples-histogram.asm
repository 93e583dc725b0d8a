; kernel histogram
; kernel histogram (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec 00 01 00 00 48 89 9c 24 d0
;   0x0010: 00 00 00 4c 89 a4 24 d8 00 00 00 4c 89 ac 24 e0
;   0x0020: 00 00 00 4c 89 b4 24 e8 00 00 00 4c 89 bc 24 f0
;   0x0030: 00 00 00
;   0x0033: 48 c7 44 24 30 00 00 00 00 48 c7 44 24 40 00 00
;   0x0043: 00 00 33 c0 48 89 44 24 60 48 89 d0 48 23 05 02
;   0x0053: 0d 00 00 48 89 54 24 50 48 69 c0 98 00 00 00 48
;   0x0063: 8d 14 06 48 89 74 24 48 48 89 94 24 c8 00 00 00
;   0x0073: b8 02 00 00 00 48 89 84 24 c0 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0080: 48 8d 4c 24 38 48 89 8c 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x008d: 48 3b f2 48 89 94 24 c8 00 00 00 0f 84 74 06 00
;   0x009d: 00
;   0x009e: 8b 56 20 83 fa ff 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x00aa: 48 89 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00af: e9 40 06 00 00
;   0x00b4: 48 8b 47 48 48 8b 4f 50 48 8b 4f 58 4c 8b 6f 30
;   0x00c4: 4c 89 ac 24 b0 00 00 00 4c 8b 6f 38 48 8b 4f 40
;   0x00d4: 4c 8b 27 4c 89 a4 24 a0 00 00 00 48 8b 4f 08 48
;   0x00e4: 89 8c 24 98 00 00 00 4c 8b 77 10 4d 89 f0 48 8b
;   0x00f4: 4e 40 4c 8b 5e 08 48 89 74 24 58 4c 89 9c 24 90
;   0x0104: 00 00 00 85 d2 0f 85 1e 01 00 00
;   0x010f: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x011f: 00 48 c7 44 24 20 00 00 00 00 4c 8d 51 f6
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x012d: 4d 85 d2 0f 8c 25 07 00 00
;   0x0136: 48 8b 48 58
; line 38: ld.param.u32 %r1, [histogram_param_1];
;   0x013a: 8b 50 70 4c 8b b4 24 90 00 00 00 41 89 16
; line 39: ld.param.u64 %rd2, [histogram_param_2];
;   0x0148: 48 8b 80 88 00 00 00
; line 40: cvta.to.global.u64 %rd3, %rd1;
;   0x014f: 49 89 4e 08
; line 41: cvta.to.global.u64 %rd4, %rd2;
;   0x0153: 49 89 46 10 48 8b 74 24 58
; line 42: mov.u32 %r2, %tid.x;
;   0x015c: 8b 46 10 41 89 46 18
; line 43: mov.u32 %r3, %ntid.x;
;   0x0163: 8b 57 60 41 89 56 20
; line 44: mov.u32 %r4, histogram_bins;
;   0x016a: 41 c7 46 28 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0172: 3d ff 00 00 00 0f 97 c1
; line 46: setp.gt.u32 %p1, %r2, 255;
;   0x017a: 41 88 4e 30
; line 47: @%p1 bra $L__zeroed;
;   0x017e: 3d ff 00 00 00 0f 86 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0189: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x018e: e9 62 00 00 00
;   0x0193: 49 81 c2 ff ff ff ff
;   0x019a: 49 81 c2 f9 ff ff ff
; line 50: shl.b32 %r6, %r5, 2;
;   0x01a1: 4d 85 d2 0f 8c fd 05 00 00
; (no source location: register moves, constants, padding)
;   0x01aa: 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01ad: 41 c1 e0 02 49 8d 75 bc 4c 89 ac 24 a8 00 00 00
; line 53: st.shared.u32 [%r7], %r8;
;   0x01bd: 4c 3b c6 0f 87 c4 05 00 00
; (no source location: register moves, constants, padding)
;   0x01c6: 4c 8b bc 24 b0 00 00 00
; line 53: st.shared.u32 [%r7], %r8;
;   0x01ce: 43 c7 04 07 00 00 00 00
; line 54: add.s32 %r5, %r5, %r3;
;   0x01d6: 03 c2
; line 56: @%p2 bra $L__zero;
;   0x01d8: 3d 00 01 00 00 0f 83 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x01e3: 4c 8b ac 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01eb: e9 aa ff ff ff
; (no source location: register moves, constants, padding)
;   0x01f0: 48 8b 74 24 58 48 8b 74 24 58
; line 58: bar.sync 0;
;   0x01fa: 48 c7 46 78 00 00 00 00 41 c6 46 38 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0207: 49 8d 42 ff
; line 58: bar.sync 0;
;   0x020b: 48 89 46 40 c7 46 20 01 00 00 00 c6 86 8d 00 00
;   0x021b: 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x021d: 41 bf 01 00 00 00 4c 89 7c 24 60
; line 58: bar.sync 0;
;   0x0228: e9 c7 04 00 00
; (no source location: register moves, constants, padding)
;   0x022d: 4c 8b b4 24 90 00 00 00 4c 89 ac 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x023d: 85 d2 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0245: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x024a: e9 99 04 00 00
;   0x024f: 8d 42 ff ba 02 00 00 00 3b c2 0f 42 d0 48 8d 35
;   0x025f: 09 00 00 00 48 63 04 96 48 03 f0 ff e6 c6 01 00
;   0x026f: 00 16 00 00 00 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x0278: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x027d: e9 66 04 00 00
;   0x0282: 49 0f b6 46 38
; line 80: @%p1 bra $L__end;
;   0x0287: 49 0f b6 46 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x028c: 4c 8d 49 ff
; line 80: @%p1 bra $L__end;
;   0x0290: 84 c0 0f 85 8a 01 00 00
; line 81: mov.u32 %r17, %r2;
;   0x0298: 45 8b 7e 18 4d 8b 6e 10 45 8b 66 20 4c 89 64 24
;   0x02a8: 68 41 8b 46 28
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02ad: 4c 8d 49 fe 4c 8b b4 24 a8 00 00 00 49 8d 46 bc
;   0x02bd: 48 89 84 24 88 00 00 00
;   0x02c5: 4d 8d 51 fb
; line 83: shl.b32 %r18, %r17, 2;
;   0x02c9: 4d 85 d2 0f 8c ae 07 00 00
; (no source location: register moves, constants, padding)
;   0x02d2: 4c 89 f9
; line 83: shl.b32 %r18, %r17, 2;
;   0x02d5: c1 e1 02 4c 8b a4 24 88 00 00 00
; line 85: ld.shared.u32 %r20, [%r19];
;   0x02e0: 49 3b cc 0f 87 38 06 00 00
; (no source location: register moves, constants, padding)
;   0x02e9: 4c 8b 9c 24 b0 00 00 00
; line 85: ld.shared.u32 %r20, [%r19];
;   0x02f1: 45 8b 0c 0b
; line 87: @%p4 bra $L__next;
;   0x02f5: 45 85 c9 0f 85 15 00 00 00
; (no source location: register moves, constants, padding)
;   0x02fe: 48 8b 84 24 a0 00 00 00 48 8b 54 24 68 4d 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x030e: e9 e6 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0313: 48 8b 44 24 38 4c 8b 5c 24 40
; line 88: mul.wide.u32 %rd7, %r17, 4;
;   0x031d: 41 8b cf
; line 89: add.s64 %rd8, %rd4, %rd7;
;   0x0320: 49 8d 54 8d 00 48 89 d6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0328: 48 2b f0 49 3b f3 0f 83 0c 06 00 00
;   0x0334: 48 f7 c2 03 00 00 00 0f 85 0c 06 00 00
; (no source location: register moves, constants, padding)
;   0x0341: 48 8b 84 24 a0 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0349: 48 8d 9c 10 00 00 00 f0 4d 89 c6 e9 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0359: 49 c1 eb 03 4d 89 c6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0360: 4b 0f b6 34 1e 81 fe ff 00 00 00 0f 85 09 06 00
;   0x0370: 00
;   0x0371: 48 f7 c2 03 00 00 00 0f 85 04 06 00 00 e9 07 06
;   0x0381: 00 00
;   0x0383: 4c 8b 9f 98 00 00 00 48 89 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x038d: 48 c1 ee 03
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0391: 49 0f b6 34 33 81 fe ff 00 00 00 0f 85 59 06 00
;   0x03a1: 00
;   0x03a2: 48 f7 c2 03 00 00 00 0f 85 4c 06 00 00
; (no source location: register moves, constants, padding)
;   0x03af: 48 8b 74 24 58
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x03b4: 48 03 1e e9 2d 00 00 00
;   0x03bc: 48 8b 4f 40 48 89 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03c3: 48 c1 ee 03
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x03c7: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 3f 06 00
;   0x03d7: 00
;   0x03d8: 48 f7 c2 03 00 00 00 0f 85 32 06 00 00
;   0x03e5: 48 03 5f 30
;   0x03e9: f0 44 01 0b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03ed: 49 81 c2 fd ff ff ff 48 8b 54 24 68
; line 92: add.s32 %r17, %r17, %r3;
;   0x03f9: 44 03 fa
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03fc: 4d 8d 4a fd
; line 94: @%p2 bra $L__merge;
;   0x0400: 41 81 ff 00 01 00 00 0f 83 15 00 00 00
; (no source location: register moves, constants, padding)
;   0x040d: 4d 89 f0 48 89 54 24 68 48 89 84 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x041d: e9 a3 fe ff ff
;   0x0422: 33 c0 4d 8d 51 ff 48 8b 74 24 58
; line 96: ret;
;   0x042d: e9 13 02 00 00
; (no source location: register moves, constants, padding)
;   0x0432: 4c 89 b4 24 90 00 00 00 4d 89 f3 4d 89 c6 48 8b
;   0x0442: 84 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0448: 4d 0f b6 4b 38 4c 89 8c 24 88 00 00 00
; line 60: mov.u32 %r9, %ctaid.x;
;   0x0455: 44 8b 4f 6c
; line 61: mov.u32 %r10, %nctaid.x;
;   0x0459: 44 8b 47 78 4c 8b 9c 24 90 00 00 00
; line 62: mad.lo.s32 %r11, %r9, %r3, %r2;
;   0x0465: 45 8b 53 20 49 63 d1 4d 63 ca 49 0f af d1 45 8b
;   0x0475: 53 18
; line 63: mul.lo.s32 %r12, %r10, %r3;
;   0x0477: 4d 63 e0 4d 0f af e1 4c 89 a4 24 80 00 00 00
; line 64: setp.ge.u32 %p3, %r11, %r1;
;   0x0486: 45 8b 0b
; line 62: mad.lo.s32 %r11, %r9, %r3, %r2;
;   0x0489: 46 8d 2c 12
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x048d: 4c 8d 51 fa
; line 65: @%p3 bra $L__counted;
;   0x0491: 45 3b e9 0f 82 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x049a: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x049f: e9 fd 01 00 00
; (no source location: register moves, constants, padding)
;   0x04a4: 4c 8b 9c 24 90 00 00 00
; line 65: @%p3 bra $L__counted;
;   0x04ac: 45 8b 3b 4c 89 7c 24 78 4d 8b 4b 08 45 8b 5b 28
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x04bc: 48 8d 4c 24 28 48 89 4c 24 70 48 8b 8c 24 98 00
;   0x04cc: 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04ce: 4c 8d 79 ff 4c 89 7c 24 68
;   0x04d7: 49 81 c2 f6 ff ff ff
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x04de: 4d 85 d2 0f 8c 79 07 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x04e7: 4c 8b 5c 24 28 4c 8b 64 24 30
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x04f1: 41 8b cd
; line 68: add.s64 %rd6, %rd3, %rd5;
;   0x04f4: 49 8d 14 09 48 89 d6
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x04fb: 49 2b f3 49 3b f4 0f 82 97 00 00 00 e9 3b 06 00
;   0x050b: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x050c: 49 c1 eb 03
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0510: 4b 0f b6 34 1e 81 fe ff 00 00 00 0f 84 41 06 00
;   0x0520: 00 e9 44 06 00 00
;   0x0526: 4c 8b 9f 98 00 00 00 48 89 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0530: 48 c1 ee 03
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0534: 49 0f b6 34 33 81 fe ff 00 00 00 0f 84 44 00 00
;   0x0544: 00 e9 70 06 00 00
;   0x054a: 48 8b 4f 40 48 89 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0551: 48 c1 ee 03
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0555: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 84 12 00 00
;   0x0565: 00 e9 6b 06 00 00
; (no source location: register moves, constants, padding)
;   0x056b: 48 89 84 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0573: e9 39 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0578: 48 03 5f 30 48 89 84 24 a0 00 00 00 e9 28 00 00
;   0x0588: 00
; (no source location: register moves, constants, padding)
;   0x0589: 48 8b 74 24 58
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x058e: 48 03 1e 48 89 84 24 a0 00 00 00 e9 13 00 00 00
; (no source location: register moves, constants, padding)
;   0x059e: 48 89 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05a1: 48 8d 9c 30 00 00 00 f0 48 89 84 24 a0 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x05b1: 48 0f b6 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05b5: 0f b6 c8
; line 71: shl.b32 %r14, %r13, 2;
;   0x05b8: c1 e1 02 48 8b b4 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05c3: 48 8d 46 bc
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x05c7: 48 3b c8 0f 86 23 00 00 00 e9 68 06 00 00
; (no source location: register moves, constants, padding)
;   0x05d5: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05da: 89 46 24 48 89 56 28 48 89 4e 30 4c 89 46 38 b8
;   0x05ea: 02 00 00 00 e9 52 00 00 00
; (no source location: register moves, constants, padding)
;   0x05f3: 4c 8b 9c 24 b0 00 00 00
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x05fb: 41 83 04 0b 01 4c 8b a4 24 80 00 00 00
; line 74: add.s32 %r11, %r11, %r12;
;   0x0608: 45 03 ec 48 8b 54 24 78
; line 76: @%p3 bra $L__count;
;   0x0610: 44 3b ea 0f 83 22 00 00 00
; (no source location: register moves, constants, padding)
;   0x0619: 48 8b 84 24 a0 00 00 00 48 89 54 24 78 4c 89 a4
;   0x0629: 24 80 00 00 00 48 89 b4 24 a8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0636: e9 9c fe ff ff
; (no source location: register moves, constants, padding)
;   0x063b: 48 8b 74 24 58
; line 76: @%p3 bra $L__count;
;   0x0640: e9 5c 00 00 00
; (no source location: register moves, constants, padding)
;   0x0645: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x064a: 4c 89 56 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x065a: 00 00
;   0x065c: 48 8b 9c 24 d0 00 00 00 4c 8b a4 24 d8 00 00 00
;   0x066c: 4c 8b ac 24 e0 00 00 00 4c 8b b4 24 e8 00 00 00
;   0x067c: 4c 8b bc 24 f0 00 00 00 48 81 c4 00 01 00 00 48
;   0x068c: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0690: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0695: c7 46 20 ff ff ff ff e9 53 00 00 00
; (no source location: register moves, constants, padding)
;   0x06a1: 48 8b 74 24 58
; line 78: bar.sync 0;
;   0x06a6: 48 c7 46 78 00 00 00 00 4c 8b 8c 24 88 00 00 00
;   0x06b6: 4c 8b 9c 24 90 00 00 00 45 88 4b 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06c2: 49 8d 42 ff
; line 78: bar.sync 0;
;   0x06c6: 48 89 46 40 c7 46 20 02 00 00 00 c6 86 8d 00 00
;   0x06d6: 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06d8: 41 bf 01 00 00 00 4c 89 7c 24 60
; line 78: bar.sync 0;
;   0x06e3: e9 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x06e8: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06ed: c6 86 8d 00 00 00 00
; (no source location: register moves, constants, padding)
;   0x06f4: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06f9: 48 81 c6 98 00 00 00 48 89 74 24 58 48 8b 94 24
;   0x0709: c8 00 00 00 e9 7b f9 ff ff
; (no source location: register moves, constants, padding)
;   0x0712: 48 8b 54 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0717: 48 0f ba e2 3e 0f 92 c0 4c 8b 7c 24 60 44 84 f8
;   0x0727: 0f 85 36 00 00 00
;   0x072d: 33 c0 48 8b 9c 24 d0 00 00 00 4c 8b a4 24 d8 00
;   0x073d: 00 00 4c 8b ac 24 e0 00 00 00 4c 8b b4 24 e8 00
;   0x074d: 00 00 4c 8b bc 24 f0 00 00 00 48 81 c4 00 01 00
;   0x075d: 00 48 89 ec 5d c3
;   0x0763: 4c 89 f8 4c 89 7c 24 60 44 33 f8 4c 89 7c 24 60
;   0x0773: 48 89 54 24 50 48 8b 74 24 48 48 8b 94 24 c8 00
;   0x0783: 00 00 e9 03 f9 ff ff
;   0x078a: 33 c0 be 00 00 00 80 49 8d 14 30 b9 04 00 00 00
;   0x079a: 48 8b 74 24 58 49 89 c8
; line 53: st.shared.u32 [%r7], %r8;
;   0x07a2: e9 2e fe ff ff
; (no source location: register moves, constants, padding)
;   0x07a7: 48 8b 74 24 58 4c 89 ac 24 a8 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x07b4: 4c 8b 5e 50 4d 0f b6 1b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07bc: b9 c8 06 00 00 bb 02 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x07c6: 45 85 db 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x07cf: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07d4: e9 67 05 00 00
; (no source location: register moves, constants, padding)
;   0x07d9: 48 8b 74 24 58
; line 50: shl.b32 %r6, %r5, 2;
;   0x07de: 4c 8b 46 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07e2: b9 00 00 10 00 49 3b c8 4d 89 c1 4c 0f 4c c9 b9
;   0x07f2: c8 06 00 00 bb 01 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x07fb: 4d 85 c9 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0804: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0809: e9 32 05 00 00
; (no source location: register moves, constants, padding)
;   0x080e: 48 8b 74 24 58
; line 50: shl.b32 %r6, %r5, 2;
;   0x0813: 48 8b 4e 68 4d 89 cb 49 f7 db f0 4c 0f c1 19
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0822: b9 c8 06 00 00 bb 06 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x082c: 4d 3b d9 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0835: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x083a: e9 01 05 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x083f: 4d 2b c1 48 8b 74 24 58 4c 89 46 48 4d 03 d1 4c
;   0x084f: 8b ac 24 a8 00 00 00 e9 46 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x085b: 48 8b 74 24 58 4c 8b b4 24 90 00 00 00 4c 89 ac
;   0x086b: 24 a8 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0870: 48 8b 4e 50 48 0f b6 11
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0878: b9 35 05 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x087d: 85 d2 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0885: 48 8b 9c 24 c0 00 00 00 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0892: e9 a9 04 00 00
; (no source location: register moves, constants, padding)
;   0x0897: 48 8b 74 24 58
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x089c: 48 8b 56 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08a0: b9 00 00 10 00 48 3b ca 49 89 d0 4c 0f 4c c1 b9
;   0x08b0: 35 05 00 00 bb 01 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x08b9: 4d 85 c0 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x08c2: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08c7: e9 74 04 00 00
; (no source location: register moves, constants, padding)
;   0x08cc: 48 8b 74 24 58
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x08d1: 48 8b 4e 68 4d 89 c1 49 f7 d9 f0 4c 0f c1 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08e0: b9 35 05 00 00 bb 06 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x08ea: 4d 3b c8 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x08f3: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08f8: e9 43 04 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x08fd: 49 2b d0 48 8b 74 24 58 48 89 56 48 4d 03 d0 4c
;   0x090d: 8b ac 24 a8 00 00 00 4c 89 b4 24 90 00 00 00 e9
;   0x091d: 0c f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0921: b8 03 00 00 00 ba 00 00 00 80 48 03 d1 b9 04 00
;   0x0931: 00 00 48 8b 74 24 58 49 89 c8
; line 85: ld.shared.u32 %r20, [%r19];
;   0x093b: e9 95 fc ff ff
; (no source location: register moves, constants, padding)
;   0x0940: 48 8b 84 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0948: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x094d: 48 8b 84 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0955: 4d 8d 9c 8d 00 00 00 f0 4c 8b b4 24 98 00 00 00
;   0x0965: 49 8d 76 fc
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0969: 4c 3b de 0f 86 e7 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x0972: 4d 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0975: e9 5c 00 00 00
; (no source location: register moves, constants, padding)
;   0x097a: 4d 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x097d: e9 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x0982: 4d 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0985: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x098a: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x098d: e9 cc 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0992: 4f 0f b7 1c 1e
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0997: 47 8d bc bd 00 00 00 f0 41 83 e7 07
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09a3: c4 42 03 f7 db
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09a8: 41 83 e3 0f 41 83 fb 0f 41 0f 94 c3 48 f7 c2 03
;   0x09b8: 00 00 00 40 0f 94 c6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09bf: 44 84 de 0f 84 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x09c8: 4d 89 c7 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09ce: e9 8b 00 00 00
; (no source location: register moves, constants, padding)
;   0x09d3: 4d 89 c7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09d6: 48 be 00 00 00 60 ff ff ff ff 48 8d 1c 32 49 c7
;   0x09e6: c3 fc ff ff ff 4c 03 9f 90 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09f2: 49 3b db 0f 86 88 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09fb: 49 8d 9c 8d 00 00 00 80 48 c7 c1 fc ff ff ff 48
;   0x0a0b: 03 4f 38
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a0e: 48 3b d9 0f 86 a5 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a17: 41 b8 04 00 00 00 48 8b 74 24 58 4c 89 c1
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a25: e8 00 00 00 00 49 89 d0 48 8b 9e 90 00 00 00 48
;   0x0a35: 85 db 0f 85 ac f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a3d: b8 04 00 00 00 b9 04 00 00 00 49 81 c2 fd ff ff
;   0x0a4d: ff 48 8b 74 24 58 4c 89 c2 49 89 c8
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a59: e9 77 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a5e: ba 04 00 00 00 48 8b 8c 24 b8 00 00 00 4c 89 c6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a6e: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a73: 48 8d 9c 30 00 00 00 f0
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a7b: e9 69 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x0a80: 48 8b 84 24 a0 00 00 00 48 8b 54 24 68 48 8b 74
;   0x0a90: 24 58 4d 89 c6
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a95: 48 8b 4e 50 4c 0f b6 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a9d: b9 3a 0a 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0aa2: 45 85 c9 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0aab: 48 8b 9c 24 c0 00 00 00 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ab8: e9 83 02 00 00
; (no source location: register moves, constants, padding)
;   0x0abd: 48 8b 74 24 58
; line 83: shl.b32 %r18, %r17, 2;
;   0x0ac2: 4c 8b 4e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ac6: b9 00 00 10 00 49 3b c9 4d 89 cc 4c 0f 4c e1 b9
;   0x0ad6: 3a 0a 00 00 bb 01 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0adf: 4d 85 e4 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0ae8: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aed: e9 4e 02 00 00
; (no source location: register moves, constants, padding)
;   0x0af2: 48 8b 74 24 58
; line 83: shl.b32 %r18, %r17, 2;
;   0x0af7: 48 8b 4e 68 4d 89 e3 49 f7 db f0 4c 0f c1 19
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b06: b9 3a 0a 00 00 bb 06 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0b10: 4d 3b dc 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0b19: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b1e: e9 1d 02 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0b23: 4d 2b cc 48 8b 74 24 58 4c 89 4e 48 4d 03 d4 4d
;   0x0b33: 89 f0 48 89 54 24 68 48 89 84 24 a0 00 00 00 e9
;   0x0b43: 82 f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b47: 4d 8d 9c 09 00 00 00 f0 48 8b 5c 24 68
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b54: 4c 3b db 0f 86 af f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b5d: e9 33 00 00 00
; (no source location: register moves, constants, padding)
;   0x0b62: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b65: e9 ac 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b6a: 4f 0f b7 1c 1e
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b6f: 43 8d 9c 29 00 00 00 f0 83 e3 07
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b7a: c4 42 63 f7 db
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b7f: 41 83 e3 01
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b83: 41 83 fb 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0b8d: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b90: e9 81 00 00 00
;   0x0b95: 48 be 00 00 00 60 ff ff ff ff 48 8d 1c 32 49 c7
;   0x0ba5: c3 ff ff ff ff 4c 03 9f 90 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0bb1: 49 3b db 0f 86 6c f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bba: 49 8d 9c 09 00 00 00 80 48 c7 c1 ff ff ff ff 48
;   0x0bca: 03 4f 38
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0bcd: 48 3b d9 0f 86 74 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bd6: 41 b8 01 00 00 00 48 8b 74 24 58 4c 89 c1
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0be4: e8 00 00 00 00 49 89 d0 48 8b 9e 90 00 00 00 48
;   0x0bf4: 85 db 0f 85 6f f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bfc: b8 01 00 00 00 b9 01 00 00 00 48 8b 74 24 58 4c
;   0x0c0c: 89 c2 49 89 c8
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0c11: e9 bf f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c16: ba 01 00 00 00 48 8b 4c 24 70 4c 89 c6
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0c23: e8 00 00 00 00 48 8d 9c 30 00 00 00 f0 48 89 84
;   0x0c33: 24 a0 00 00 00 e9 74 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c3d: b8 00 00 00 80 48 8d 14 01 b9 04 00 00 00 48 8b
;   0x0c4d: 84 24 c0 00 00 00 48 8b 74 24 58 49 89 c8
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x0c5b: e9 75 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x0c60: 48 89 84 24 a0 00 00 00 4c 8b a4 24 80 00 00 00
;   0x0c70: 48 8b b4 24 a8 00 00 00 48 8b 54 24 78 48 8b 44
;   0x0c80: 24 58
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0c82: 48 8b 40 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c8a: b9 7e 08 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0c8f: 85 c0 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c97: 48 8b 9c 24 c0 00 00 00 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ca4: e9 97 00 00 00
; (no source location: register moves, constants, padding)
;   0x0ca9: 48 8b 44 24 58
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0cae: 4c 8b 78 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cb2: b8 00 00 10 00 49 3b c7 4d 89 fb 4c 0f 4c d8 b9
;   0x0cc2: 7e 08 00 00 bb 01 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0ccb: 4d 85 db 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0cd4: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cd9: e9 62 00 00 00
; (no source location: register moves, constants, padding)
;   0x0cde: 4c 8b 44 24 58
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0ce3: 49 8b 48 68 4c 89 d8 48 f7 d8 f0 48 0f c1 01
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cf2: b9 7e 08 00 00 bb 06 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0cfc: 49 3b c3 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0d05: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d0a: e9 31 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0d0f: 4d 2b fb 48 8b 44 24 58 4c 89 78 48 4d 03 d3 48
;   0x0d1f: 8b 84 24 a0 00 00 00 48 89 54 24 78 4c 89 a4 24
;   0x0d2f: 80 00 00 00 48 89 b4 24 a8 00 00 00 e9 9e f7 ff
;   0x0d3f: ff
; (no source location: register moves, constants, padding)
;   0x0d40: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d45: 89 4e 60 89 5e 64 b8 04 00 00 00 e9 f0 f8 ff ff
; (no source location: register moves, constants, padding)
;   0x0d55: 00 00 00 ff ff ff ff ff ff ff 3f
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x100, %rsp
  movq %rbx, 0xd0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0xd8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0xe0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0xe8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xf0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq $0x0, <offset:1>+0x30(%rsp)
  movq $0x0, <offset:1>+0x40(%rsp)
  uninit  %rax
  xorl %eax, %eax
  movq %rax, <offset:1>+0x60(%rsp)
  movq %rdx, %rax
  andq (%rip), %rax
  movq %rdx, <offset:1>+0x50(%rsp)
  imulq $0x98, %rax, %rax
  leaq (%rsi, %rax), %rdx
  movq %rsi, <offset:1>+0x48(%rsp)
  movq %rdx, <offset:1>+0xc8(%rsp)
  movl $0x2, %eax
  movq %rax, <offset:1>+0xc0(%rsp)
  leaq <offset:1>+0x38(%rsp), %rcx
  movq %rcx, <offset:1>+0xb8(%rsp)
  jmp     label1
block1:
  cmpq %rdx, %rsi
  movq %rdx, <offset:1>+0xc8(%rsp)
  jz      label143; j label2
block2:
  movl 0x20(%rsi), %edx
  cmpl $0xffffffff, %edx
  jz      label3; j label4
block3:
  movq %rsi, <offset:1>+0x58(%rsp)
  jmp     label142
block4:
  movq 0x48(%rdi), %rax
  movq 0x50(%rdi), %rcx
  movq 0x58(%rdi), %rcx
  movq 0x30(%rdi), %r13
  movq %r13, <offset:1>+0xb0(%rsp)
  movq 0x38(%rdi), %r13
  movq 0x40(%rdi), %rcx
  movq (%rdi), %r12
  movq %r12, <offset:1>+0xa0(%rsp)
  movq 8(%rdi), %rcx
  movq %rcx, <offset:1>+0x98(%rsp)
  movq 0x10(%rdi), %r14
  movq %r14, %r8
  movq 0x40(%rsi), %rcx
  movq 8(%rsi), %r11
  movq %rsi, <offset:1>+0x58(%rsp)
  movq %r11, <offset:1>+0x90(%rsp)
  testl %edx, %edx
  jnz     label33; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  leaq -0xa(%rcx), %r10
  jmp     label6
block6:
  testq %r10, %r10
  jl      label26; j label7
block7:
  movq 0x58(%rax), %rcx
  movl 0x70(%rax), %edx
  movq <offset:1>+0x90(%rsp), %r14
  movl %edx, (%r14)
  movq 0x88(%rax), %rax
  movq %rcx, 8(%r14)
  movq %rax, 0x10(%r14)
  movq <offset:1>+0x58(%rsp), %rsi
  movl 0x10(%rsi), %eax
  movl %eax, 0x18(%r14)
  movl 0x60(%rdi), %edx
  movl %edx, 0x20(%r14)
  movl $0x0, 0x28(%r14)
  cmpl $0xff, %eax
  seta %cl
  movb %cl, 0x30(%r14)
  cmpl $0xff, %eax
  jnbe    label8; j label9
block8:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label25
block9:
  leaq -1(%r10), %r10
  jmp     label10
block10:
  leaq -7(%r10), %r10
  jmp     label11
block11:
  testq %r10, %r10
  jl      label18; j label12
block12:
  movq %rax, %r8
  shll $0x2, %r8d
  leaq -0x44(%r13), %rsi
  movq %r13, <offset:1>+0xa8(%rsp)
  cmpq %rsi, %r8
  jbe     label14; j label13
block14:
  jmp     label15
block15:
  movq <offset:1>+0xb0(%rsp), %r15
  movl $0x0, (%r15, %r8)
  leal (%rax, %rdx), %eax
  cmpl $0x100, %eax
  jb      label16; j label17
block16:
  movq <offset:1>+0xa8(%rsp), %r13
  jmp     label10
block17:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label25
block25:
  movq <offset:1>+0x58(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movb $0x0, 0x38(%r14)
  leaq -1(%r10), %rax
  movq %rax, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %r15d
  movq %r15, <offset:1>+0x60(%rsp)
  jmp     label142
block33:
  movq <offset:1>+0x90(%rsp), %r14
  movq %r13, <offset:1>+0xa8(%rsp)
  testl %edx, %edx
  jnz     label35; j label34
block34:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label141
block35:
  leal -1(%rdx), %eax
  movl $0x2, %edx
  cmpl %edx, %eax
  cmovbl %eax, %edx
  br_table %rdx, %rsi, %rax
block36:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label141
block37:
  movzbq 0x38(%r14), %rax
  jmp     label38
block38:
  movzbq 0x30(%r14), %rax
  leaq -1(%rcx), %r9
  testb %al, %al
  jnz     label39; j label40
block39:
  jmp     label92
block40:
  movl 0x18(%r14), %r15d
  movq 0x10(%r14), %r13
  movl 0x20(%r14), %r12d
  movq %r12, <offset:1>+0x68(%rsp)
  movl 0x28(%r14), %eax
  leaq -2(%rcx), %r9
  movq <offset:1>+0xa8(%rsp), %r14
  leaq -0x44(%r14), %rax
  movq %rax, <offset:1>+0x88(%rsp)
  jmp     label41
block41:
  leaq -5(%r9), %r10
  jmp     label42
block42:
  testq %r10, %r10
  jl      label85; j label43
block43:
  movq %r15, %rcx
  shll $0x2, %ecx
  movq <offset:1>+0x88(%rsp), %r12
  cmpq %r12, %rcx
  jbe     label45; j label44
block45:
  jmp     label46
block46:
  movq <offset:1>+0xb0(%rsp), %r11
  movl (%r11, %rcx), %r9d
  testl %r9d, %r9d
  jz      label47; j label48
block47:
  movq <offset:1>+0xa0(%rsp), %rax
  movq <offset:1>+0x68(%rsp), %rdx
  movq %r8, %r14
  jmp     label82
block48:
  movq <offset:1>+0x38(%rsp), %rax
  movq <offset:1>+0x40(%rsp), %r11
  movl %r15d, %ecx
  leaq (%r13, %rcx, 4), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %r11, %rsi
  jb      label50; j label49
block50:
  testq $0x3, %rdx
  jnz     label51; j label52
block52:
  movq <offset:1>+0xa0(%rsp), %rax
  leaq -0x10000000(%rax, %rdx), %rbx
  movq %r8, %r14
  jmp     label81
block55:
  shrq $0x3, %r11
  movq %r8, %r14
  movzbq (%r14, %r11), %rsi
  cmpl $0xff, %esi
  jz      label57; j label56
block57:
  testq $0x3, %rdx
  jnz     label58; j label59
block65:
  movq 0x98(%rdi), %r11
  movq %rbx, %rsi
  shrq $0x3, %rsi
  movzbq (%r11, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label67; j label66
block67:
  testq $0x3, %rdx
  jnz     label68; j label69
block69:
  movq <offset:1>+0x58(%rsp), %rsi
  addq (%rsi), %rbx
  jmp     label81
block72:
  movq 0x40(%rdi), %rcx
  movq %rbx, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label74; j label73
block74:
  testq $0x3, %rdx
  jnz     label75; j label76
block76:
  addq 0x30(%rdi), %rbx
  jmp     label81
block78:
  jmp     label81
block81:
  lock addl %r9d, (%rbx)
  leaq -3(%r10), %r10
  movq <offset:1>+0x68(%rsp), %rdx
  jmp     label82
block82:
  leal (%r15, %rdx), %r15d
  leaq -3(%r10), %r9
  cmpl $0x100, %r15d
  jb      label83; j label84
block83:
  movq %r14, %r8
  movq %rdx, <offset:1>+0x68(%rsp)
  movq %rax, <offset:1>+0xa0(%rsp)
  jmp     label41
block84:
  jmp     label92
block92:
  uninit  %rax
  xorl %eax, %eax
  leaq -1(%r9), %r10
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label137
block93:
  movq %r14, <offset:1>+0x90(%rsp)
  movq %r14, %r11
  movq %r8, %r14
  movq <offset:1>+0xa0(%rsp), %rax
  movzbq 0x38(%r11), %r9
  movq %r9, <offset:1>+0x88(%rsp)
  jmp     label94
block94:
  movl 0x6c(%rdi), %r9d
  movl 0x78(%rdi), %r8d
  movq <offset:1>+0x90(%rsp), %r11
  movl 0x20(%r11), %r10d
  movslq %r9d, %rdx
  movslq %r10d, %r9
  imulq %r9, %rdx
  movl 0x18(%r11), %r10d
  movslq %r8d, %r12
  imulq %r9, %r12
  movq %r12, <offset:1>+0x80(%rsp)
  movl (%r11), %r9d
  leal (%rdx, %r10), %r13d
  leaq -6(%rcx), %r10
  cmpl %r9d, %r13d
  jnb     label95; j label96
block95:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label140
block96:
  movq <offset:1>+0x90(%rsp), %r11
  movl (%r11), %r15d
  movq %r15, <offset:1>+0x78(%rsp)
  movq 8(%r11), %r9
  movl 0x28(%r11), %r11d
  leaq <offset:1>+0x28(%rsp), %rcx
  movq %rcx, <offset:1>+0x70(%rsp)
  movq <offset:1>+0x98(%rsp), %rcx
  leaq -1(%rcx), %r15
  movq %r15, <offset:1>+0x68(%rsp)
  jmp     label97
block97:
  leaq -0xa(%r10), %r10
  jmp     label98
block98:
  testq %r10, %r10
  jl      label129; j label99
block99:
  movq <offset:1>+0x28(%rsp), %r11
  movq <offset:1>+0x30(%rsp), %r12
  movl %r13d, %ecx
  leaq (%r9, %rcx), %rdx
  movq %rdx, %rsi
  subq %r11, %rsi
  cmpq %r12, %rsi
  jb      label121; j label100
block102:
  shrq $0x3, %r11
  movzbq (%r14, %r11), %rsi
  cmpl $0xff, %esi
  jz      label103; j label104
block109:
  movq 0x98(%rdi), %r11
  movq %rbx, %rsi
  shrq $0x3, %rsi
  movzbq (%r11, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label119; j label110
block113:
  movq 0x40(%rdi), %rcx
  movq %rbx, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label118; j label114
block116:
  movq %rax, <offset:1>+0xa0(%rsp)
  jmp     label122
block118:
  addq 0x30(%rdi), %rbx
  movq %rax, <offset:1>+0xa0(%rsp)
  jmp     label122
block119:
  movq <offset:1>+0x58(%rsp), %rsi
  addq (%rsi), %rbx
  movq %rax, <offset:1>+0xa0(%rsp)
  jmp     label122
block121:
  movq %rdx, %rsi
  leaq -0x10000000(%rax, %rsi), %rbx
  movq %rax, <offset:1>+0xa0(%rsp)
  jmp     label122
block122:
  movzbq (%rbx), %rax
  movzbl %al, %ecx
  shll $0x2, %ecx
  movq <offset:1>+0xa8(%rsp), %rsi
  leaq -0x44(%rsi), %rax
  cmpq %rax, %rcx
  jbe     label125; j label123
block124:
  movq <offset:1>+0x58(%rsp), %rsi
  movl %eax, 0x24(%rsi)
  movq %rdx, 0x28(%rsi)
  movq %rcx, 0x30(%rsi)
  movq %r8, 0x38(%rsi)
  movl $0x2, %eax
  jmp     label137
block125:
  jmp     label126
block126:
  movq <offset:1>+0xb0(%rsp), %r11
  addl $0x1, (%r11, %rcx)
  movq <offset:1>+0x80(%rsp), %r12
  leal (%r13, %r12), %r13d
  movq <offset:1>+0x78(%rsp), %rdx
  cmpl %edx, %r13d
  jb      label127; j label128
block127:
  movq <offset:1>+0xa0(%rsp), %rax
  movq %rdx, <offset:1>+0x78(%rsp)
  movq %r12, <offset:1>+0x80(%rsp)
  movq %rsi, <offset:1>+0xa8(%rsp)
  jmp     label97
block128:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label140
block137:
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r10, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label139; j label138
block138:
  movq 0xd0(%rsp), %rbx
  movq 0xd8(%rsp), %r12
  movq 0xe0(%rsp), %r13
  movq 0xe8(%rsp), %r14
  movq 0xf0(%rsp), %r15
  addq $0x100, %rsp
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
  movq <offset:1>+0x88(%rsp), %r9
  movq <offset:1>+0x90(%rsp), %r11
  movb %r9b, 0x38(%r11)
  leaq -1(%r10), %rax
  movq %rax, 0x40(%rsi)
  movl $0x2, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %r15d
  movq %r15, <offset:1>+0x60(%rsp)
  jmp     label142
block141:
  movq <offset:1>+0x58(%rsp), %rsi
  movb $0x0, 0x8d(%rsi)
  jmp     label142
block142:
  movq <offset:1>+0x58(%rsp), %rsi
  leaq 0x98(%rsi), %rsi
  movq %rsi, <offset:1>+0x58(%rsp)
  movq <offset:1>+0xc8(%rsp), %rdx
  jmp     label1
block143:
  movq <offset:1>+0x50(%rsp), %rdx
  btq $0x3e, %rdx
  setb %al
  movq <offset:1>+0x60(%rsp), %r15
  testb %r15b, %al
  jnz     label145; j label144
block144:
  uninit  %rax
  xorl %eax, %eax
  movq 0xd0(%rsp), %rbx
  movq 0xd8(%rsp), %r12
  movq 0xe0(%rsp), %r13
  movq 0xe8(%rsp), %r14
  movq 0xf0(%rsp), %r15
  addq $0x100, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block145:
  uninit  %r15
  movq %r15, %rax
  movq %r15, <offset:1>+0x60(%rsp)
  xorl %eax, %r15d
  movq %r15, <offset:1>+0x60(%rsp)
  movq %rdx, <offset:1>+0x50(%rsp)
  movq <offset:1>+0x48(%rsp), %rsi
  movq <offset:1>+0xc8(%rsp), %rdx
  jmp     label1
block13:
  uninit  %rax
  xorl %eax, %eax
  movl $0x80000000, %esi
  leaq (%r8, %rsi), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rcx, %r8
  jmp     label124
block18:
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r13, <offset:1>+0xa8(%rsp)
  movq 0x50(%rsi), %r11
  movzbq (%r11), %r11
  movl $0x6c8, %ecx
  movl $0x2, %ebx
  testl %r11d, %r11d
  jnz     label19; j label20
block19:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block20:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x48(%rsi), %r8
  movl $0x100000, %ecx
  cmpq %r8, %rcx
  movq %r8, %r9
  cmovlq %rcx, %r9
  movl $0x6c8, %ecx
  movl $0x1, %ebx
  testq %r9, %r9
  jnle    label22; j label21
block21:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block22:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x68(%rsi), %rcx
  movq %r9, %r11
  negq %r11
  lock xaddq %r11, (%rcx)
  movl $0x6c8, %ecx
  movl $0x6, %ebx
  cmpq %r9, %r11
  jl      label23; j label24
block23:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block24:
  subq %r9, %r8
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r8, 0x48(%rsi)
  leaq (%r10, %r9), %r10
  movq <offset:1>+0xa8(%rsp), %r13
  jmp     label11
block26:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0x90(%rsp), %r14
  movq %r13, <offset:1>+0xa8(%rsp)
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %rdx
  movl $0x535, %ecx
  testl %edx, %edx
  jnz     label27; j label28
block27:
  movq <offset:1>+0xc0(%rsp), %rbx
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block28:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x48(%rsi), %rdx
  movl $0x100000, %ecx
  cmpq %rdx, %rcx
  movq %rdx, %r8
  cmovlq %rcx, %r8
  movl $0x535, %ecx
  movl $0x1, %ebx
  testq %r8, %r8
  jnle    label30; j label29
block29:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block30:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x68(%rsi), %rcx
  movq %r8, %r9
  negq %r9
  lock xaddq %r9, (%rcx)
  movl $0x535, %ecx
  movl $0x6, %ebx
  cmpq %r8, %r9
  jl      label31; j label32
block31:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block32:
  subq %r8, %rdx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rdx, 0x48(%rsi)
  leaq (%r10, %r8), %r10
  movq <offset:1>+0xa8(%rsp), %r13
  movq %r14, <offset:1>+0x90(%rsp)
  jmp     label6
block44:
  movl $0x3, %eax
  movl $0x80000000, %edx
  leaq (%rcx, %rdx), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rcx, %r8
  jmp     label124
block49:
  movq <offset:1>+0xa0(%rsp), %rax
  jmp     label53
block51:
  movq <offset:1>+0xa0(%rsp), %rax
  jmp     label53
block53:
  leaq -0x10000000(%r13, %rcx, 4), %r11
  movq <offset:1>+0x98(%rsp), %r14
  leaq -4(%r14), %rsi
  cmpq %rsi, %r11
  jbe     label55; j label54
block54:
  movq %r8, %r14
  jmp     label63
block56:
  movq %r15, %r8
  jmp     label60
block58:
  movq %r15, %r8
  jmp     label60
block59:
  movq %rdx, %r8
  jmp     label80
block60:
  movzwq (%r14, %r11), %r11
  leal -0x10000000(%r13, %r15, 4), %r15d
  andl $0x7, %r15d
  shrxl %r15d, %r11d, %r11d
  andl $0xf, %r11d
  cmpl $0xf, %r11d
  sete %r11b
  testq $0x3, %rdx
  sete %sil
  testb %r11b, %sil
  jnz     label61; j label62
block61:
  movq %r8, %r15
  movq %rdx, %r8
  jmp     label80
block62:
  movq %r8, %r15
  jmp     label63
block63:
  movabsq $0xffffffff60000000, %rsi
  leaq (%rdx, %rsi), %rbx
  movq $0xfffffffffffffffc, %r11
  addq 0x90(%rdi), %r11
  cmpq %r11, %rbx
  jbe     label65; j label64
block64:
  jmp     label70
block66:
  jmp     label70
block68:
  jmp     label70
block70:
  leaq -0x80000000(%r13, %rcx, 4), %rbx
  movq $0xfffffffffffffffc, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %rbx
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
  movq %rdx, %r8
  movq 0x90(%rsi), %rbx
  testq %rbx, %rbx
  jnz     label78; j label79
block79:
  movl $0x4, %eax
  movl $0x4, %ecx
  leaq -3(%r10), %r10
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r8, %rdx
  movq %rcx, %r8
  jmp     label124
block80:
  movl $0x4, %edx
  movq <offset:1>+0xb8(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0x10000000(%rax, %rsi), %rbx
  jmp     label81
block85:
  movq <offset:1>+0xa0(%rsp), %rax
  movq <offset:1>+0x68(%rsp), %rdx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r8, %r14
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %r9
  movl $0xa3a, %ecx
  testl %r9d, %r9d
  jnz     label86; j label87
block86:
  movq <offset:1>+0xc0(%rsp), %rbx
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block87:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x48(%rsi), %r9
  movl $0x100000, %ecx
  cmpq %r9, %rcx
  movq %r9, %r12
  cmovlq %rcx, %r12
  movl $0xa3a, %ecx
  movl $0x1, %ebx
  testq %r12, %r12
  jnle    label89; j label88
block88:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block89:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x68(%rsi), %rcx
  movq %r12, %r11
  negq %r11
  lock xaddq %r11, (%rcx)
  movl $0xa3a, %ecx
  movl $0x6, %ebx
  cmpq %r12, %r11
  jl      label90; j label91
block90:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block91:
  subq %r12, %r9
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r9, 0x48(%rsi)
  leaq (%r10, %r12), %r10
  movq %r14, %r8
  movq %rdx, <offset:1>+0x68(%rsp)
  movq %rax, <offset:1>+0xa0(%rsp)
  jmp     label42
block100:
  leaq -0x10000000(%r9, %rcx), %r11
  movq <offset:1>+0x68(%rsp), %rbx
  cmpq %rbx, %r11
  jbe     label102; j label101
block101:
  jmp     label107
block103:
  movq %rdx, %r8
  jmp     label120
block104:
  movzwq (%r14, %r11), %r11
  leal -0x10000000(%r9, %r13), %ebx
  andl $0x7, %ebx
  shrxl %ebx, %r11d, %r11d
  andl $0x1, %r11d
  cmpl $0x1, %r11d
  jz      label105; j label106
block105:
  movq %rdx, %r8
  jmp     label120
block106:
  jmp     label107
block107:
  movabsq $0xffffffff60000000, %rsi
  leaq (%rdx, %rsi), %rbx
  movq $0xffffffffffffffff, %r11
  addq 0x90(%rdi), %r11
  cmpq %r11, %rbx
  jbe     label109; j label108
block108:
  jmp     label111
block110:
  jmp     label111
block111:
  leaq -0x80000000(%r9, %rcx), %rbx
  movq $0xffffffffffffffff, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %rbx
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
  movq 0x90(%rsi), %rbx
  testq %rbx, %rbx
  jnz     label116; j label117
block117:
  movl $0x1, %eax
  movl $0x1, %ecx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r8, %rdx
  movq %rcx, %r8
  jmp     label124
block120:
  movl $0x1, %edx
  movq <offset:1>+0x70(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0x10000000(%rax, %rsi), %rbx
  movq %rax, <offset:1>+0xa0(%rsp)
  jmp     label122
block123:
  movl $0x80000000, %eax
  leaq (%rcx, %rax), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0xc0(%rsp), %rax
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rcx, %r8
  jmp     label124
block129:
  movq %rax, <offset:1>+0xa0(%rsp)
  movq <offset:1>+0x80(%rsp), %r12
  movq <offset:1>+0xa8(%rsp), %rsi
  movq <offset:1>+0x78(%rsp), %rdx
  movq <offset:1>+0x58(%rsp), %rax
  movq 0x50(%rax), %rax
  movzbq (%rax), %rax
  movl $0x87e, %ecx
  testl %eax, %eax
  jnz     label130; j label131
block130:
  movq <offset:1>+0xc0(%rsp), %rbx
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block131:
  movq <offset:1>+0x58(%rsp), %rax
  movq 0x48(%rax), %r15
  movl $0x100000, %eax
  cmpq %r15, %rax
  movq %r15, %r11
  cmovlq %rax, %r11
  movl $0x87e, %ecx
  movl $0x1, %ebx
  testq %r11, %r11
  jnle    label133; j label132
block132:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block133:
  movq <offset:1>+0x58(%rsp), %r8
  movq 0x68(%r8), %rcx
  movq %r11, %rax
  negq %rax
  lock xaddq %rax, (%rcx)
  movl $0x87e, %ecx
  movl $0x6, %ebx
  cmpq %r11, %rax
  jl      label134; j label135
block134:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block135:
  subq %r11, %r15
  movq <offset:1>+0x58(%rsp), %rax
  movq %r15, 0x48(%rax)
  leaq (%r10, %r11), %r10
  movq <offset:1>+0xa0(%rsp), %rax
  movq %rdx, <offset:1>+0x78(%rsp)
  movq %r12, <offset:1>+0x80(%rsp)
  movq %rsi, <offset:1>+0xa8(%rsp)
  jmp     label98
block136:
  movq <offset:1>+0x58(%rsp), %rsi
  movl %ecx, 0x60(%rsi)
  movl %ebx, 0x64(%rsi)
  movl $0x4, %eax
  jmp     label137
; 3424 bytes

