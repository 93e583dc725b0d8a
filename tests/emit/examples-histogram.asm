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
;   0x007e: 49 3b f5 4c 89 ac 24 a8 00 00 00 0f 84 41 06 00
;   0x008e: 00
;   0x008f: 8b 56 20 83 fa ff 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x009b: 48 89 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00a0: e9 0d 06 00 00
;   0x00a5: 48 8b 47 48 48 8b 4f 50 48 8b 4f 58 48 8b 5f 30
;   0x00b5: 48 89 9c 24 90 00 00 00 48 8b 4f 38 48 89 8c 24
;   0x00c5: 88 00 00 00 48 8b 4f 40 4c 8b 1f 4d 89 d8 4c 8b
;   0x00d5: 57 08 4c 89 54 24 50 4c 8b 67 10 4c 89 a4 24 80
;   0x00e5: 00 00 00 48 8b 4e 40 4c 8b 4e 08 48 89 74 24 48
;   0x00f5: 4c 89 4c 24 78 85 d2 0f 85 1b 01 00 00
;   0x0102: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x0112: 00 48 c7 44 24 20 00 00 00 00 48 8d 59 f6
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0120: 48 85 db 0f 8c a1 06 00 00
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
;   0x0191: 48 85 db 0f 8c 88 05 00 00
; (no source location: register moves, constants, padding)
;   0x019a: 48 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x019d: c1 e1 02 4c 8b bc 24 88 00 00 00 49 8d 77 bc 48
;   0x01ad: 3b ce 41 0f 96 c1 48 f7 c1 03 00 00 00 40 0f 94
;   0x01bd: c6
; line 53: st.shared.u32 [%r7], %r8;
;   0x01be: 44 84 ce 0f 84 3f 05 00 00
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
;   0x01ff: 48 89 46 40 c7 46 70 12 00 00 00 c7 46 20 01 00
;   0x020f: 00 00 c6 86 8d 00 00 00 03 e9 95 04 00 00
; (no source location: register moves, constants, padding)
;   0x021d: 4c 8b 5c 24 78
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0222: 85 d2 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x022a: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x022f: e9 72 04 00 00
;   0x0234: 8d 42 ff ba 02 00 00 00 3b c2 0f 42 d0 48 8d 35
;   0x0244: 09 00 00 00 48 63 04 96 48 03 f0 ff e6 c9 01 00
;   0x0254: 00 16 00 00 00 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x025d: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0262: e9 3f 04 00 00
;   0x0267: 49 0f b6 43 38
; line 80: @%p1 bra $L__end;
;   0x026c: 49 0f b6 43 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0271: 48 8d 51 ff
; line 80: @%p1 bra $L__end;
;   0x0275: 84 c0 0f 85 8d 01 00 00
; line 81: mov.u32 %r17, %r2;
;   0x027d: 45 8b 6b 18 4d 8b 73 10 45 8b 7b 20 4c 89 7c 24
;   0x028d: 70 41 8b 43 28
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0292: 48 8d 51 fe 4c 8b a4 24 88 00 00 00 4d 8d 7c 24
;   0x02a2: bc
;   0x02a3: 48 8d 5a fb
; line 83: shl.b32 %r18, %r17, 2;
;   0x02a7: 48 85 db 0f 8c 24 07 00 00
; (no source location: register moves, constants, padding)
;   0x02b0: 4c 89 e9
; line 83: shl.b32 %r18, %r17, 2;
;   0x02b3: c1 e1 02
; line 85: ld.shared.u32 %r20, [%r19];
;   0x02b6: 49 3b cf 0f 96 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02bc: 48 f7 c1 03 00 00 00 0f 94 c2
; line 85: ld.shared.u32 %r20, [%r19];
;   0x02c6: 84 c2 0f 84 ae 05 00 00
; (no source location: register moves, constants, padding)
;   0x02ce: 4c 8b 9c 24 90 00 00 00
; line 85: ld.shared.u32 %r20, [%r19];
;   0x02d6: 41 8b 04 0b
; line 87: @%p4 bra $L__next;
;   0x02da: 85 c0 0f 85 15 00 00 00
; (no source location: register moves, constants, padding)
;   0x02e2: 48 8b 74 24 70 4d 89 c3 4c 8b a4 24 80 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02f2: e9 ea 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x02f7: 4c 8b 4c 24 38 4c 8b 54 24 40
; line 88: mul.wide.u32 %rd7, %r17, 4;
;   0x0301: 41 8b cd
; line 89: add.s64 %rd8, %rd4, %rd7;
;   0x0304: 49 8d 14 8e 48 89 d6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x030b: 49 2b f1 49 3b f2 0f 83 84 05 00 00
;   0x0317: 48 f7 c2 03 00 00 00 0f 85 7f 05 00 00
; (no source location: register moves, constants, padding)
;   0x0324: 4d 89 c3
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0327: 4d 8d 94 13 00 00 00 f0 4c 8b a4 24 80 00 00 00
;   0x0337: e9 95 00 00 00
;   0x033c: 49 c1 e9 03 4c 8b a4 24 80 00 00 00 4b 0f b6 34
;   0x034c: 0c 81 fe ff 00 00 00 0f 85 75 05 00 00
;   0x0359: 48 f7 c2 03 00 00 00 0f 85 70 05 00 00 e9 73 05
;   0x0369: 00 00
;   0x036b: 4c 8b 8f 98 00 00 00 4c 89 d6 48 c1 ee 03 49 0f
;   0x037b: b6 34 31 81 fe ff 00 00 00 0f 85 c5 05 00 00
;   0x038a: 48 f7 c2 03 00 00 00 0f 85 b8 05 00 00
; (no source location: register moves, constants, padding)
;   0x0397: 48 8b 74 24 48
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x039c: 4c 03 16 e9 2d 00 00 00
;   0x03a4: 48 8b 4f 40 4c 89 d6 48 c1 ee 03 48 0f b6 0c 31
;   0x03b4: 81 f9 ff 00 00 00 0f 85 ab 05 00 00
;   0x03c0: 48 f7 c2 03 00 00 00 0f 85 9e 05 00 00
;   0x03cd: 4c 03 57 30
;   0x03d1: f0 41 01 02
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03d5: 48 81 c3 fd ff ff ff 48 8b 74 24 70
; line 92: add.s32 %r17, %r17, %r3;
;   0x03e1: 44 03 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03e4: 48 8d 53 fd
; line 94: @%p2 bra $L__merge;
;   0x03e8: 41 81 fd 00 01 00 00 0f 83 15 00 00 00
; (no source location: register moves, constants, padding)
;   0x03f5: 4d 89 d8 48 89 74 24 70 4c 89 a4 24 80 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0405: e9 99 fe ff ff
;   0x040a: 33 c0 48 8d 5a ff 48 8b 74 24 48
; line 96: ret;
;   0x0415: e9 f3 01 00 00
; (no source location: register moves, constants, padding)
;   0x041a: 4c 89 5c 24 78 4d 89 dd 4c 8b a4 24 80 00 00 00
;   0x042a: 4d 89 c3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x042d: 4d 0f b6 6d 38 4c 89 6c 24 70
; line 60: mov.u32 %r9, %ctaid.x;
;   0x0437: 8b 47 6c
; line 61: mov.u32 %r10, %nctaid.x;
;   0x043a: 8b 57 78 4c 8b 6c 24 78
; line 62: mad.lo.s32 %r11, %r9, %r3, %r2;
;   0x0442: 45 8b 45 20 48 63 c0 4d 63 c0 49 0f af c0 45 8b
;   0x0452: 4d 18
; line 63: mul.lo.s32 %r12, %r10, %r3;
;   0x0454: 48 63 d2 49 89 d2 4d 0f af d0 4c 89 54 24 68
; line 64: setp.ge.u32 %p3, %r11, %r1;
;   0x0463: 41 8b 55 00
; line 62: mad.lo.s32 %r11, %r9, %r3, %r2;
;   0x0467: 46 8d 3c 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x046b: 48 8d 59 fa
; line 65: @%p3 bra $L__counted;
;   0x046f: 44 3b fa 0f 82 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0478: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x047d: e9 e7 01 00 00
; (no source location: register moves, constants, padding)
;   0x0482: 4c 8b 6c 24 78
; line 65: @%p3 bra $L__counted;
;   0x0487: 45 8b 6d 00 4c 89 6c 24 60 4c 8b 6c 24 78 4d 8b
;   0x0497: 75 08 41 8b 45 28
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x049d: 48 8d 4c 24 28 48 8b 44 24 50 48 89 4c 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04ac: 48 81 c0 ff ff ff ff 48 89 44 24 50
;   0x04b8: 48 81 c3 f6 ff ff ff
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x04bf: 48 85 db 0f 8c e6 06 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x04c8: 4c 8b 4c 24 28 48 8b 44 24 30
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x04d2: 45 8b d7
; line 68: add.s64 %rd6, %rd3, %rd5;
;   0x04d5: 4b 8d 14 16 48 89 d6
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x04dc: 49 2b f1 48 3b f0 0f 82 85 00 00 00 e9 af 05 00
;   0x04ec: 00
;   0x04ed: 49 c1 e9 03 4b 0f b6 04 0c 3d ff 00 00 00 0f 84
;   0x04fd: b6 05 00 00 e9 b9 05 00 00
;   0x0506: 48 8b 87 98 00 00 00 48 89 ce 48 c1 ee 03 48 0f
;   0x0516: b6 04 30 3d ff 00 00 00 0f 84 39 00 00 00 e9 e4
;   0x0526: 05 00 00
;   0x0529: 48 8b 47 40 48 89 ce 48 c1 ee 03 48 0f b6 04 30
;   0x0539: 3d ff 00 00 00 0f 84 0d 00 00 00 e9 e0 05 00 00
; (no source location: register moves, constants, padding)
;   0x0549: 4d 89 d8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x054c: e9 2a 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0551: 48 03 4f 30 4d 89 d8 e9 1e 00 00 00
; (no source location: register moves, constants, padding)
;   0x055d: 48 8b 74 24 48
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0562: 48 03 0e 4d 89 d8 e9 0e 00 00 00
; (no source location: register moves, constants, padding)
;   0x056d: 48 89 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0570: 49 8d 8c 33 00 00 00 f0 4d 89 d8
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x057b: 48 0f b6 01
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x057f: 0f b6 c0
; line 71: shl.b32 %r14, %r13, 2;
;   0x0582: c1 e0 02 48 8b 8c 24 88 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x058d: 48 81 c1 bc ff ff ff
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x0594: 48 3b c1 0f 96 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x059a: 48 a9 03 00 00 00 0f 94 c2
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x05a3: 84 ca 0f 85 23 00 00 00 e9 db 05 00 00
; (no source location: register moves, constants, padding)
;   0x05b0: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05b5: 89 46 24 48 89 56 28 48 89 4e 30 4c 89 4e 38 b8
;   0x05c5: 02 00 00 00 e9 3f 00 00 00
; (no source location: register moves, constants, padding)
;   0x05ce: 4c 8b 9c 24 90 00 00 00
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x05d6: 41 83 04 03 01 4c 8b 4c 24 68
; line 74: add.s32 %r11, %r11, %r12;
;   0x05e0: 45 03 f9 48 8b 54 24 60
; line 76: @%p3 bra $L__count;
;   0x05e8: 44 3b fa 0f 83 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x05f1: 4d 89 c3 48 89 54 24 60 4c 89 4c 24 68
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05fe: e9 b5 fe ff ff
; (no source location: register moves, constants, padding)
;   0x0603: 48 8b 74 24 48
; line 76: @%p3 bra $L__count;
;   0x0608: e9 5c 00 00 00
; (no source location: register moves, constants, padding)
;   0x060d: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0612: 48 89 5e 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x0622: 00 00
;   0x0624: 48 8b 9c 24 b0 00 00 00 4c 8b a4 24 b8 00 00 00
;   0x0634: 4c 8b ac 24 c0 00 00 00 4c 8b b4 24 c8 00 00 00
;   0x0644: 4c 8b bc 24 d0 00 00 00 48 81 c4 e0 00 00 00 48
;   0x0654: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0658: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x065d: c7 46 20 ff ff ff ff e9 49 00 00 00
; (no source location: register moves, constants, padding)
;   0x0669: 48 8b 74 24 48
; line 78: bar.sync 0;
;   0x066e: 48 c7 46 78 00 00 00 00 48 8b 54 24 70 4c 8b 6c
;   0x067e: 24 78 41 88 55 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0684: 48 8d 43 ff
; line 78: bar.sync 0;
;   0x0688: 48 89 46 40 c7 46 70 23 00 00 00 c7 46 20 02 00
;   0x0698: 00 00 c6 86 8d 00 00 00 03 e9 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x06a6: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06ab: c6 86 8d 00 00 00 00
; (no source location: register moves, constants, padding)
;   0x06b2: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06b7: 48 81 c6 98 00 00 00 48 89 74 24 48 4c 8b ac 24
;   0x06c7: a8 00 00 00 e9 ae f9 ff ff
;   0x06d0: 33 c0 48 8b 9c 24 b0 00 00 00 4c 8b a4 24 b8 00
;   0x06e0: 00 00 4c 8b ac 24 c0 00 00 00 4c 8b b4 24 c8 00
;   0x06f0: 00 00 4c 8b bc 24 d0 00 00 00 48 81 c4 e0 00 00
;   0x0700: 00 48 89 ec 5d c3
;   0x0706: 33 c0 ba 00 00 00 80 48 03 d1 b9 04 00 00 00 48
;   0x0716: 8b 74 24 48 49 89 c9
; line 53: st.shared.u32 [%r7], %r8;
;   0x071d: e9 8e fe ff ff
; (no source location: register moves, constants, padding)
;   0x0722: 48 8b 74 24 48
; line 50: shl.b32 %r6, %r5, 2;
;   0x0727: 48 8b 4e 50 4c 0f b6 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x072f: b9 c8 06 00 00 41 ba 02 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x073a: 45 85 c9 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0743: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0748: e9 23 05 00 00
; (no source location: register moves, constants, padding)
;   0x074d: 48 8b 74 24 48
; line 50: shl.b32 %r6, %r5, 2;
;   0x0752: 4c 8b 66 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0756: 41 b9 00 00 10 00 4d 3b cc 4d 89 e5 4d 0f 4c e9
;   0x0766: b9 c8 06 00 00 41 ba 01 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x0771: 4d 85 ed 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x077a: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x077f: e9 ec 04 00 00
; (no source location: register moves, constants, padding)
;   0x0784: 48 8b 74 24 48
; line 50: shl.b32 %r6, %r5, 2;
;   0x0789: 4c 8b 56 68 4d 89 e9 49 f7 d9 f0 4d 0f c1 0a
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0798: b9 c8 06 00 00 41 ba 06 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x07a3: 4d 3b cd 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x07ac: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07b1: e9 ba 04 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x07b6: 4d 2b e5 48 8b 74 24 48 4c 89 66 48 49 03 dd e9
;   0x07c6: c7 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x07ca: 48 8b 74 24 48 4c 8b 5c 24 78
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x07d4: 48 8b 4e 50 48 0f b6 11
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07dc: b9 35 05 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x07e1: 85 d2 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x07e9: 48 8b 74 24 48 4c 8b 94 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07f6: e9 75 04 00 00
; (no source location: register moves, constants, padding)
;   0x07fb: 48 8b 74 24 48
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0800: 48 8b 56 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0804: b9 00 00 10 00 48 3b ca 49 89 d4 4c 0f 4c e1 b9
;   0x0814: 35 05 00 00 41 ba 01 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x081e: 4d 85 e4 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0827: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x082c: e9 3f 04 00 00
; (no source location: register moves, constants, padding)
;   0x0831: 48 8b 74 24 48
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0836: 48 8b 4e 68 4d 89 e1 49 f7 d9 f0 4c 0f c1 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0845: b9 35 05 00 00 41 ba 06 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0850: 4d 3b cc 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0859: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x085e: e9 0d 04 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x0863: 49 2b d4 48 8b 74 24 48 48 89 56 48 49 03 dc 4c
;   0x0873: 89 5c 24 78 e9 a4 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x087c: b8 03 00 00 00 ba 00 00 00 80 48 03 d1 b9 04 00
;   0x088c: 00 00 48 8b 74 24 48 49 89 c9
; line 85: ld.shared.u32 %r20, [%r19];
;   0x0896: e9 15 fd ff ff
; (no source location: register moves, constants, padding)
;   0x089b: 4d 89 c3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x089e: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x08a3: 4d 89 c3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08a6: 4d 8d 8c 8e 00 00 00 f0 4c 8b 64 24 50 49 8d 74
;   0x08b6: 24 fc
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x08b8: 4c 3b ce 0f 86 7b fa ff ff
; (no source location: register moves, constants, padding)
;   0x08c1: 4c 8b a4 24 80 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08c9: e9 5c 00 00 00
; (no source location: register moves, constants, padding)
;   0x08ce: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08d1: e9 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x08d6: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08d9: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x08de: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08e1: e9 cc 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x08e6: 4f 0f b7 0c 0c
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08eb: 47 8d 94 ae 00 00 00 f0 41 83 e2 07
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x08f7: c4 42 2b f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08fc: 41 83 e1 0f 41 83 f9 0f 41 0f 94 c1 48 f7 c2 03
;   0x090c: 00 00 00 41 0f 94 c2
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0913: 45 84 ca 0f 84 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x091c: 49 89 d0 49 89 f5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0922: e9 8b 00 00 00
; (no source location: register moves, constants, padding)
;   0x0927: 49 89 f5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x092a: 48 be 00 00 00 60 ff ff ff ff 4c 8d 14 32 49 c7
;   0x093a: c1 fc ff ff ff 4c 03 8f 90 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0946: 4d 3b d1 0f 86 1c fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x094f: 4d 8d 94 8e 00 00 00 80 48 c7 c1 fc ff ff ff 48
;   0x095f: 03 4f 38
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0962: 4c 3b d1 0f 86 39 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x096b: 41 b8 04 00 00 00 48 8b 74 24 48 4c 89 c1
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0979: e8 00 00 00 00 49 89 d0 4c 8b 96 90 00 00 00 4d
;   0x0989: 85 d2 0f 85 40 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0991: b8 04 00 00 00 b9 04 00 00 00 48 81 c3 fd ff ff
;   0x09a1: ff 4c 89 c2 48 8b 74 24 48 49 89 c9
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09ad: e9 fe fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09b2: ba 04 00 00 00 48 8b 8c 24 98 00 00 00 4c 89 c6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09c2: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09c7: 4d 8d 94 33 00 00 00 f0
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09cf: e9 fd f9 ff ff
; (no source location: register moves, constants, padding)
;   0x09d4: 48 8b 44 24 48 48 8b 74 24 70 4d 89 c3 4c 8b a4
;   0x09e4: 24 80 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x09e9: 48 8b 40 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09f1: b9 3a 0a 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x09f6: 85 c0 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x09fe: 48 8b 74 24 48 4c 8b 94 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a0b: e9 60 02 00 00
; (no source location: register moves, constants, padding)
;   0x0a10: 4c 8b 44 24 48
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a15: 49 8b 40 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a19: b9 00 00 10 00 48 3b c8 48 89 c2 48 0f 4c d1 b9
;   0x0a29: 3a 0a 00 00 41 ba 01 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a33: 48 85 d2 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a3c: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a41: e9 2a 02 00 00
; (no source location: register moves, constants, padding)
;   0x0a46: 48 8b 4c 24 48
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a4b: 48 8b 49 68 49 89 d1 49 f7 d9 f0 4c 0f c1 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a5a: b9 3a 0a 00 00 41 ba 06 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a65: 4c 3b ca 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a6e: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a73: e9 f8 01 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a78: 48 2b c2 48 8b 4c 24 48 48 89 41 48 48 03 da 4d
;   0x0a88: 89 d8 48 89 74 24 70 4c 89 a4 24 80 00 00 00 e9
;   0x0a98: 0b f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a9c: 4f 8d 8c 16 00 00 00 f0 4c 8b 6c 24 50
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0aa9: 4d 3b cd 0f 86 3b fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ab2: e9 31 00 00 00
; (no source location: register moves, constants, padding)
;   0x0ab7: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aba: e9 aa 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0abf: 4b 0f b7 04 0c
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ac4: 43 8d 8c 3e 00 00 00 f0 83 e1 07
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0acf: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ad4: 83 e0 01
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0ad7: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0ae0: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ae3: e9 81 00 00 00
;   0x0ae8: 48 b8 00 00 00 60 ff ff ff ff 48 8d 0c 02 48 c7
;   0x0af8: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b04: 48 3b c8 0f 86 f9 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b0d: 4b 8d 8c 16 00 00 00 80 48 c7 c0 ff ff ff ff 48
;   0x0b1d: 03 47 38
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b20: 48 3b c8 0f 86 00 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b29: 41 b8 01 00 00 00 48 8b 74 24 48 4c 89 c1
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b37: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x0b47: 85 c9 0f 85 fa f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b4f: b8 01 00 00 00 b9 01 00 00 00 4c 89 c2 48 8b 74
;   0x0b5f: 24 48 49 89 c9
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b64: e9 47 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b69: ba 01 00 00 00 48 8b 4c 24 58 4c 89 c6
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b76: e8 00 00 00 00 49 8d 8c 33 00 00 00 f0 4d 89 d8
;   0x0b86: e9 f0 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b8b: b9 00 00 00 80 48 8d 14 08 b9 04 00 00 00 48 8b
;   0x0b9b: 84 24 a0 00 00 00 48 8b 74 24 48 49 89 c9
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x0ba9: e9 02 fa ff ff
; (no source location: register moves, constants, padding)
;   0x0bae: 48 8b 54 24 60 48 8b 74 24 48 4d 89 d8 4c 8b 4c
;   0x0bbe: 24 68
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0bc0: 48 8b 46 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bc8: b9 7e 08 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0bcd: 85 c0 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0bd5: 48 8b 74 24 48 4c 8b 94 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0be2: e9 89 00 00 00
; (no source location: register moves, constants, padding)
;   0x0be7: 48 8b 74 24 48
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0bec: 4c 8b 6e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bf0: b9 00 00 10 00 49 3b cd 4c 89 e8 48 0f 4c c1 b9
;   0x0c00: 7e 08 00 00 41 ba 01 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0c0a: 48 85 c0 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c13: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c18: e9 53 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c1d: 48 8b 74 24 48
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0c22: 48 8b 4e 68 49 89 c3 49 f7 db f0 4c 0f c1 19
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c31: b9 7e 08 00 00 41 ba 06 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0c3c: 4c 3b d8 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c45: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c4a: e9 21 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0c4f: 4c 2b e8 48 8b 74 24 48 4c 89 6e 48 48 03 d8 4d
;   0x0c5f: 89 c3 48 89 54 24 60 4c 89 4c 24 68 e9 4f f8 ff
;   0x0c6f: ff
; (no source location: register moves, constants, padding)
;   0x0c70: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c75: 89 4e 60 44 89 56 64 b8 04 00 00 00 e9 87 f9 ff
;   0x0c85: ff
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
  movl $0x12, 0x70(%rsi)
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
  movzbq (%r12, %r9), %rax
  cmpl $0xff, %eax
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
  movq <offset:1>+0x70(%rsp), %rdx
  movq <offset:1>+0x78(%rsp), %r13
  movb %dl, 0x38(%r13)
  leaq -1(%rbx), %rax
  movq %rax, 0x40(%rsi)
  movl $0x23, 0x70(%rsi)
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
  movq <offset:1>+0x48(%rsp), %r8
  movq 0x48(%r8), %rax
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
; 3206 bytes

