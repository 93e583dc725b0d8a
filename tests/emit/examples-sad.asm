; kernel sad8x8
; kernel sad8x8 (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec 00 02 00 00 48 89 9c 24 d0
;   0x0010: 01 00 00 4c 89 a4 24 d8 01 00 00 4c 89 ac 24 e0
;   0x0020: 01 00 00 4c 89 b4 24 e8 01 00 00 4c 89 bc 24 f0
;   0x0030: 01 00 00
;   0x0033: 48 c7 44 24 40 00 00 00 00 48 c7 44 24 50 00 00
;   0x0043: 00 00 48 c7 44 24 60 00 00 00 00 48 c7 44 24 70
;   0x0053: 00 00 00 00 48 c7 84 24 80 00 00 00 00 00 00 00
;   0x0063: 48 c7 84 24 90 00 00 00 00 00 00 00 48 c7 84 24
;   0x0073: a0 00 00 00 00 00 00 00 48 c7 84 24 b0 00 00 00
;   0x0083: 00 00 00 00 48 c7 84 24 c0 00 00 00 00 00 00 00
;   0x0093: 48 c7 84 24 d0 00 00 00 00 00 00 00 45 33 ff 4c
;   0x00a3: 89 bc 24 10 01 00 00 48 89 d0 48 23 05 44 1a 00
;   0x00b3: 00 48 89 94 24 e0 00 00 00 48 69 c0 98 00 00 00
;   0x00c3: 48 8d 14 06 48 89 b4 24 d8 00 00 00 48 89 94 24
;   0x00d3: c0 01 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x00d7: 48 8d 4c 24 38 48 89 8c 24 b8 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x00e4: 48 8d 4c 24 48 48 89 8c 24 b0 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x00f1: 48 8d 4c 24 58 48 89 8c 24 a8 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x00fe: 48 8d 4c 24 68 48 89 8c 24 a0 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x010b: 48 8d 4c 24 78 48 89 8c 24 98 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0118: 48 8d 8c 24 88 00 00 00 48 89 8c 24 90 01 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0128: 48 8d 8c 24 98 00 00 00 48 89 8c 24 88 01 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0138: 48 8d 8c 24 a8 00 00 00 48 89 8c 24 80 01 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0148: 48 8d 8c 24 b8 00 00 00 48 89 8c 24 78 01 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0158: 48 8d 8c 24 c8 00 00 00 48 89 8c 24 70 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0168: 48 3b f2 48 89 94 24 c0 01 00 00 0f 84 8c 0c 00
;   0x0178: 00
;   0x0179: 8b 56 20 83 fa ff 0f 85 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0185: 48 89 b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x018d: e9 4f 0c 00 00
;   0x0192: 48 8b 47 48 48 8b 4f 50 48 8b 4f 58 48 8b 1f 4c
;   0x01a2: 8b 6f 08 4c 8b 67 10 4c 8b 4f 30 4c 89 8c 24 68
;   0x01b2: 01 00 00 4c 8b 5f 38 48 8b 4f 40 48 8b 4e 40 4c
;   0x01c2: 8b 46 08 48 89 b4 24 e8 00 00 00 4c 89 84 24 58
;   0x01d2: 01 00 00 85 d2 0f 85 32 02 00 00
;   0x01dd: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x01ed: 00 48 c7 44 24 20 00 00 00 00 48 c7 44 24 30 00
;   0x01fd: 00 00 00 48 81 c1 f2 ff ff ff 48 89 8c 24 08 01
;   0x020d: 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x020f: 48 85 c9 48 89 8c 24 08 01 00 00 0f 8c ba 0d 00
;   0x021f: 00
;   0x0220: 48 8b 48 70
; line 26: ld.param.u64 %rd2, [sad8x8_ref];
;   0x0224: 4c 8b 88 88 00 00 00 4c 8b 84 24 58 01 00 00 4d
;   0x0234: 89 08
; line 27: ld.param.u64 %rd3, [sad8x8_out];
;   0x0236: 4c 8b 90 a0 00 00 00 4d 89 50 08
; line 28: ld.param.u32 %r1, [sad8x8_w];
;   0x0241: 8b 90 b8 00 00 00 41 89 50 10
; line 30: cvta.to.global.u64 %rd2, %rd2;
;   0x024b: 4d 89 08
; line 31: cvta.to.global.u64 %rd3, %rd3;
;   0x024e: 4d 89 50 08 48 8b b4 24 e8 00 00 00
; line 32: mov.u32 %r2, %tid.x;
;   0x025a: 8b 46 10 41 89 40 18
; line 33: mov.u32 %r3, %tid.y;
;   0x0261: 44 8b 76 14 45 89 70 20
; line 34: mov.u32 %r4, %ctaid.x;
;   0x0269: 44 8b 57 6c 45 89 50 28
; line 35: mov.u32 %r5, %ctaid.y;
;   0x0271: 44 8b 4f 70 45 89 48 30
; line 33: mov.u32 %r3, %tid.y;
;   0x0279: 45 8b f6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x027c: 49 c1 e6 03
; line 36: mad.lo.u32 %r6, %r3, 8, %r2;
;   0x0280: 41 03 c6 41 89 40 38
; line 38: @%p1 bra $L__loaded;
;   0x0287: 83 f8 10 0f 82 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0290: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0298: e9 25 01 00 00
; (no source location: register moves, constants, padding)
;   0x029d: 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02a0: d1 ee
; line 42: add.u32 %r9, %r9, %r7;
;   0x02a2: 46 8d 04 ce
; line 46: mad.lo.u32 %r12, %r9, %r1, %r10;
;   0x02a6: 8b d2 4c 0f af c2
; line 49: ld.global.u32 %r13, [%rd5];
;   0x02ac: 4c 8b 4c 24 38 4c 8b 74 24 40 48 89 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02b9: 83 e2 01 c1 e2 02
; line 45: add.u32 %r10, %r10, %r11;
;   0x02bf: 42 8d 14 d2
; line 46: mad.lo.u32 %r12, %r9, %r1, %r10;
;   0x02c3: 45 8d 14 10
; line 48: add.s64 %rd5, %rd1, %rd4;
;   0x02c7: 4a 8d 14 11 48 89 d6
; line 49: ld.global.u32 %r13, [%rd5];
;   0x02ce: 49 2b f1 49 3b f6 0f 83 aa 0b 00 00
;   0x02da: 48 f7 c2 03 00 00 00 0f 85 9d 0b 00 00
;   0x02e7: 4c 8d 84 13 00 00 00 f0 e9 91 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02f4: 49 c1 e8 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x02f8: 4b 0f b6 34 04 81 fe ff 00 00 00 0f 85 9d 0b 00
;   0x0308: 00
;   0x0309: 48 f7 c2 03 00 00 00 0f 85 90 0b 00 00 e9 83 0b
;   0x0319: 00 00
;   0x031b: 4c 8b 8f 98 00 00 00 4c 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0325: 48 c1 ee 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0329: 4d 0f b6 0c 31 41 81 f9 ff 00 00 00 0f 85 ce 0b
;   0x0339: 00 00
;   0x033b: 48 f7 c2 03 00 00 00 0f 85 c1 0b 00 00
; (no source location: register moves, constants, padding)
;   0x0348: 48 8b b4 24 e8 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0350: 4c 03 06 e9 2d 00 00 00
;   0x0358: 48 8b 4f 40 4c 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x035f: 48 c1 ee 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0363: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 b1 0b 00
;   0x0373: 00
;   0x0374: 48 f7 c2 03 00 00 00 0f 85 a4 0b 00 00
;   0x0381: 4c 03 47 30
;   0x0385: 41 8b 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0388: c1 e0 02 49 8d 53 bc
; line 53: st.shared.u32 [%r14], %r13;
;   0x038f: 48 3b c2 0f 87 09 0c 00 00
; (no source location: register moves, constants, padding)
;   0x0398: 48 8b 94 24 68 01 00 00
; line 53: st.shared.u32 [%r14], %r13;
;   0x03a0: 89 0c 02 4c 8b ac 24 08 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03ab: 49 81 c5 f1 ff ff ff 4c 89 ac 24 08 01 00 00 48
;   0x03bb: 8b b4 24 e8 00 00 00
; (no source location: register moves, constants, padding)
;   0x03c2: 48 8b b4 24 e8 00 00 00
; line 55: bar.sync 0;
;   0x03ca: 48 c7 46 78 00 00 00 00 48 8b 94 24 58 01 00 00
;   0x03da: c6 42 40 00 4c 8b ac 24 08 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03e6: 49 8d 45 ff
; line 55: bar.sync 0;
;   0x03ea: 48 89 46 40 c7 46 20 01 00 00 00 c6 86 8d 00 00
;   0x03fa: 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03fc: 41 bf 01 00 00 00 4c 89 bc 24 10 01 00 00
; line 55: bar.sync 0;
;   0x040a: e9 d2 09 00 00
; (no source location: register moves, constants, padding)
;   0x040f: 4c 89 9c 24 60 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0417: 83 fa 01 0f 84 14 00 00 00
; (no source location: register moves, constants, padding)
;   0x0420: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0428: c6 86 8d 00 00 00 00 e9 ad 09 00 00
; (no source location: register moves, constants, padding)
;   0x0434: 48 8b 94 24 58 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x043c: 48 0f b6 42 40
; (no source location: register moves, constants, padding)
;   0x0441: 48 8b 94 24 58 01 00 00
; line 56: add.u32 %r16, %r1, 8;
;   0x0449: 8b 42 10
; line 57: shl.b32 %r17, %r4, 3;
;   0x044c: 44 8b 42 28
; line 58: add.u32 %r17, %r17, %r2;
;   0x0450: 44 8b 5a 18 4c 89 9c 24 50 01 00 00
; line 59: shl.b32 %r18, %r5, 3;
;   0x045c: 8b 52 30 48 8b b4 24 58 01 00 00
; line 60: add.u32 %r18, %r18, %r3;
;   0x0467: 8b 76 20 44 8d 14 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x046e: 81 c0 08 00 00 00
; line 61: mad.lo.u32 %r19, %r18, %r16, %r17;
;   0x0474: 4c 0f af d0 48 8b 94 24 58 01 00 00 49 89 c6
; line 63: add.s64 %rd7, %rd2, %rd6;
;   0x0483: 4c 8b 1a
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0486: 48 8d 81 0e ff ff ff 48 89 84 24 08 01 00 00 48
;   0x0496: 8b 8c 24 08 01 00 00
; line 67: mov.u32 %r22, cblk;
;   0x049d: 48 85 c8 0f 8c 50 15 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04a6: 33 c0 48 8b 94 24 50 01 00 00 48 89 84 24 f8 00
;   0x04b6: 00 00
; line 58: add.u32 %r17, %r17, %r2;
;   0x04b8: 42 8d 34 c2
; line 61: mad.lo.u32 %r19, %r18, %r16, %r17;
;   0x04bc: 41 03 f2
; line 63: add.s64 %rd7, %rd2, %rd6;
;   0x04bf: 49 03 f3 4c 8b 84 24 60 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04ca: 4d 8d 48 bc 4c 89 8c 24 48 01 00 00 48 8b 8c 24
;   0x04da: f8 00 00 00 48 89 f2 48 89 84 24 f0 00 00 00 48
;   0x04ea: 89 84 24 00 01 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x04f1: 44 8b c1 48 8b 8c 24 48 01 00 00 4c 3b c1 40 0f
;   0x0501: 96 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0503: 49 f7 c0 03 00 00 00 41 0f 94 c1
; line 69: ld.shared.u32 %r23, [%r22];
;   0x050e: 41 84 f1 0f 84 a2 0b 00 00
; (no source location: register moves, constants, padding)
;   0x0517: 48 8b 84 24 68 01 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x051f: 46 8b 14 00 4c 89 94 24 40 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x052b: 4d 8d 50 04
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x052f: 4c 3b d1 48 89 8c 24 48 01 00 00 41 0f 96 c3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x053e: 49 f7 c2 03 00 00 00 0f 94 c0
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x0548: 44 84 d8 0f 84 8c 0b 00 00
; (no source location: register moves, constants, padding)
;   0x0551: 48 8b 8c 24 68 01 00 00
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x0559: 42 8b 4c 01 04 48 89 8c 24 38 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0566: 48 8b 44 24 48 48 8b 4c 24 50 48 89 d6 48 2b f0
;   0x0576: 48 3b f1 0f 82 82 00 00 00 e9 7c 0b 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0584: 48 c1 e8 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0588: 49 0f b6 0c 04 81 f9 ff 00 00 00 0f 84 80 0b 00
;   0x0598: 00 e9 86 0b 00 00
;   0x059e: 48 8b 87 98 00 00 00 4c 89 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05a8: 48 c1 e9 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05ac: 48 0f b6 04 08 3d ff 00 00 00 0f 84 2f 00 00 00
;   0x05bc: e9 b2 0b 00 00
;   0x05c1: 48 8b 47 40 4c 89 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05c8: 48 c1 e9 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05cc: 48 0f b6 04 08 3d ff 00 00 00 0f 85 ba 0b 00 00
; (no source location: register moves, constants, padding)
;   0x05dc: 49 89 d0
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05df: 4c 03 4f 30 4d 89 c7 e9 24 00 00 00
; (no source location: register moves, constants, padding)
;   0x05eb: 48 8b b4 24 e8 00 00 00 49 89 d0
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05f6: 4c 03 0e 4d 89 c7 e9 0e 00 00 00
; (no source location: register moves, constants, padding)
;   0x0601: 48 89 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0604: 4c 8d 8c 33 00 00 00 f0 49 89 f7
; line 71: ld.global.u8 %r25, [%rd7];
;   0x060f: 49 0f b6 09 48 89 8c 24 30 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x061b: 48 8b 44 24 58 48 8b 4c 24 60
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0625: 49 8d 57 01 48 89 d6
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x062c: 48 2b f0 48 3b f1 0f 82 79 00 00 00 e9 c4 0b 00
;   0x063c: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x063d: 48 c1 e8 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0641: 49 0f b6 0c 04 81 f9 ff 00 00 00 0f 84 c8 0b 00
;   0x0651: 00 e9 ce 0b 00 00
;   0x0657: 48 8b b7 98 00 00 00 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0661: 49 c1 e8 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0665: 4a 0f b6 34 06 81 fe ff 00 00 00 0f 84 2b 00 00
;   0x0675: 00 e9 fa 0b 00 00
;   0x067b: 4c 8b 47 40 49 89 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0682: 49 c1 e9 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0686: 4f 0f b6 04 08 41 81 f8 ff 00 00 00 0f 85 f8 0b
;   0x0696: 00 00
;   0x0698: 48 03 4f 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x06a1: 48 8b b4 24 e8 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x06a9: 48 03 0e e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06b1: 4a 8d 8c 3b 01 00 00 f0
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x06b9: 48 0f b6 09 48 89 8c 24 28 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x06c5: 48 8b 44 24 68 48 8b 4c 24 70
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06cf: 49 8d 57 02 48 89 d6
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x06d6: 48 2b f0 48 3b f1 0f 82 76 00 00 00 e9 14 0c 00
;   0x06e6: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06e7: 48 c1 e8 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x06eb: 49 0f b6 0c 04 81 f9 ff 00 00 00 0f 84 18 0c 00
;   0x06fb: 00 e9 1e 0c 00 00
;   0x0701: 48 8b 87 98 00 00 00 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x070b: 48 c1 ee 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x070f: 48 0f b6 04 30 3d ff 00 00 00 0f 84 29 00 00 00
;   0x071f: e9 4b 0c 00 00
;   0x0724: 48 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x072b: 48 c1 ee 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x072f: 48 0f b6 04 30 3d ff 00 00 00 0f 85 4b 0c 00 00
;   0x073f: 48 03 4f 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x0748: 48 8b b4 24 e8 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0750: 48 03 0e e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0758: 4a 8d 8c 3b 02 00 00 f0
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0760: 48 0f b6 09 48 89 8c 24 20 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x076c: 48 8b 44 24 78 48 8b 8c 24 80 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0779: 49 8d 57 03 48 89 d6
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0780: 48 2b f0 48 3b f1 0f 82 78 00 00 00 e9 64 0c 00
;   0x0790: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0791: 48 c1 e8 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0795: 49 0f b6 0c 04 81 f9 ff 00 00 00 0f 84 68 0c 00
;   0x07a5: 00 e9 6e 0c 00 00
;   0x07ab: 4c 8b 87 98 00 00 00 49 89 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07b5: 49 c1 e9 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07b9: 4f 0f b6 04 08 41 81 f8 ff 00 00 00 0f 84 29 00
;   0x07c9: 00 00 e9 99 0c 00 00
;   0x07d0: 48 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07d7: 48 c1 ee 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07db: 48 0f b6 04 30 3d ff 00 00 00 0f 85 99 0c 00 00
;   0x07eb: 48 03 4f 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x07f4: 48 8b b4 24 e8 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07fc: 48 03 0e e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0804: 4a 8d 8c 3b 03 00 00 f0
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x080c: 4c 0f b6 19 4c 89 9c 24 18 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0818: 48 8b 84 24 88 00 00 00 48 8b 8c 24 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0828: 49 8d 57 04 48 89 d6
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x082f: 48 2b f0 48 3b f1 0f 82 76 00 00 00 e9 af 0c 00
;   0x083f: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0840: 48 c1 e8 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0844: 49 0f b6 0c 04 81 f9 ff 00 00 00 0f 84 b3 0c 00
;   0x0854: 00 e9 b9 0c 00 00
;   0x085a: 48 8b 87 98 00 00 00 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0864: 48 c1 ee 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0868: 48 0f b6 04 30 3d ff 00 00 00 0f 84 29 00 00 00
;   0x0878: e9 e6 0c 00 00
;   0x087d: 48 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0884: 48 c1 ee 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0888: 48 0f b6 04 30 3d ff 00 00 00 0f 85 e6 0c 00 00
;   0x0898: 48 03 4f 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x08a1: 48 8b b4 24 e8 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x08a9: 48 03 0e e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08b1: 4a 8d 8c 3b 04 00 00 f0
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x08b9: 4c 0f b6 19
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x08bd: 48 8b 84 24 98 00 00 00 48 8b 8c 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08cd: 49 8d 57 05 48 89 d6
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x08d4: 48 2b f0 48 3b f1 0f 82 76 00 00 00 e9 04 0d 00
;   0x08e4: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08e5: 48 c1 e8 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x08e9: 49 0f b6 34 04 81 fe ff 00 00 00 0f 84 08 0d 00
;   0x08f9: 00 e9 0e 0d 00 00
;   0x08ff: 48 8b 87 98 00 00 00 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0909: 48 c1 ee 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x090d: 48 0f b6 04 30 3d ff 00 00 00 0f 84 29 00 00 00
;   0x091d: e9 3c 0d 00 00
;   0x0922: 48 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0929: 48 c1 ee 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x092d: 48 0f b6 04 30 3d ff 00 00 00 0f 85 3c 0d 00 00
;   0x093d: 48 03 4f 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x0946: 48 8b b4 24 e8 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x094e: 48 03 0e e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0956: 4a 8d 8c 3b 05 00 00 f0
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x095e: 4c 0f b6 11
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0962: 48 8b 84 24 a8 00 00 00 48 8b 8c 24 b0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0972: 49 8d 57 06 48 89 d6
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0979: 48 2b f0 48 3b f1 0f 82 76 00 00 00 e9 5a 0d 00
;   0x0989: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x098a: 48 c1 e8 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x098e: 49 0f b6 0c 04 81 f9 ff 00 00 00 0f 84 5e 0d 00
;   0x099e: 00 e9 64 0d 00 00
;   0x09a4: 48 8b 87 98 00 00 00 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09ae: 48 c1 ee 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x09b2: 48 0f b6 04 30 3d ff 00 00 00 0f 84 29 00 00 00
;   0x09c2: e9 91 0d 00 00
;   0x09c7: 48 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09ce: 48 c1 ee 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x09d2: 48 0f b6 04 30 3d ff 00 00 00 0f 85 91 0d 00 00
;   0x09e2: 48 03 4f 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x09eb: 48 8b b4 24 e8 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x09f3: 48 03 0e e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09fb: 4a 8d 8c 3b 06 00 00 f0
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a03: 4c 0f b6 09
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a07: 4c 8b 84 24 b8 00 00 00 48 8b b4 24 c0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a17: 49 8d 57 07 48 89 d0
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a1e: 49 2b c0 48 3b c6 0f 82 75 00 00 00 e9 af 0d 00
;   0x0a2e: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a2f: 49 c1 e8 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a33: 4b 0f b6 04 04 3d ff 00 00 00 0f 84 b4 0d 00 00
;   0x0a43: e9 ba 0d 00 00
;   0x0a48: 48 8b 87 98 00 00 00 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a52: 48 c1 ee 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a56: 48 0f b6 04 30 3d ff 00 00 00 0f 84 29 00 00 00
;   0x0a66: e9 e7 0d 00 00
;   0x0a6b: 48 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a72: 48 c1 ee 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a76: 48 0f b6 04 30 3d ff 00 00 00 0f 85 e7 0d 00 00
;   0x0a86: 48 03 4f 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a8f: 48 8b b4 24 e8 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a97: 48 03 0e e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a9f: 4a 8d 8c 3b 07 00 00 f0
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0aa7: 4c 0f b6 01 48 8b 94 24 00 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ab3: 81 c2 01 00 00 00 48 8b 8c 24 f8 00 00 00 81 c1
;   0x0ac3: 08 00 00 00 48 89 8c 24 f8 00 00 00 4c 89 f1
; line 88: add.s64 %rd7, %rd7, %rd8;
;   0x0ad2: 4c 03 f9 48 8b 84 24 40 01 00 00
; line 85: vabsdiff4.u32.u32.u32.add %r20, %r23, %r29, %r20;
;   0x0add: c5 f9 6e c0 48 8b 84 24 30 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0ae9: 0f b6 c0 48 8b b4 24 28 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0af4: 44 0f b6 f6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0af8: 41 c1 e6 08 41 81 e6 00 ff 00 00
; line 75: bfi.b32 %r29, %r26, %r25, 8, 8;
;   0x0b03: 41 0b c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b06: 25 ff ff 00 ff 48 8b b4 24 20 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0b13: 44 0f b6 f6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b17: 41 c1 e6 10 41 81 e6 00 00 ff 00
; line 76: bfi.b32 %r29, %r27, %r29, 16, 8;
;   0x0b22: 41 0b c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b25: 25 ff ff ff 00 48 8b b4 24 18 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0b32: 44 0f b6 f6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b36: 41 c1 e6 18 41 81 e6 00 00 00 ff
; line 77: bfi.b32 %r29, %r28, %r29, 24, 8;
;   0x0b41: 41 0b c6
; line 85: vabsdiff4.u32.u32.u32.add %r20, %r23, %r29, %r20;
;   0x0b44: c5 f9 6e c8 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0
;   0x0b54: c4 e2 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5
;   0x0b64: f9 c5 c0 00 0f bf c0 4c 8b b4 24 f0 00 00 00 44
;   0x0b74: 03 f0 48 8b 84 24 38 01 00 00
; line 86: vabsdiff4.u32.u32.u32.add %r20, %r24, %r30, %r20;
;   0x0b7e: c5 f9 6e c0
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0b82: 41 0f b6 c3
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0b86: 45 0f b6 d2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b8a: 41 c1 e2 08 41 81 e2 00 ff 00 00
; line 82: bfi.b32 %r30, %r26, %r25, 8, 8;
;   0x0b95: 41 0b c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b98: 25 ff ff 00 ff
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0b9d: 45 0f b6 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ba1: 41 c1 e1 10 41 81 e1 00 00 ff 00
; line 83: bfi.b32 %r30, %r27, %r30, 16, 8;
;   0x0bac: 41 0b c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0baf: 25 ff ff ff 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0bb4: 45 0f b6 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bb8: 41 c1 e0 18 41 81 e0 00 00 00 ff
; line 84: bfi.b32 %r30, %r28, %r30, 24, 8;
;   0x0bc3: 41 0b c0
; line 86: vabsdiff4.u32.u32.u32.add %r20, %r24, %r30, %r20;
;   0x0bc6: c5 f9 6e c8 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0
;   0x0bd6: c4 e2 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5
;   0x0be6: f9 c5 c0 00 0f bf c0 44 03 f0
; line 91: @%p1 bra $L__row;
;   0x0bf0: 83 fa 08 0f 83 23 00 00 00
; (no source location: register moves, constants, padding)
;   0x0bf9: 48 89 94 24 00 01 00 00 4c 89 b4 24 f0 00 00 00
;   0x0c09: 49 89 ce 4c 89 fa 48 8b 8c 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c17: e9 d5 f8 ff ff
; line 92: mov.u32 %r31, %nctaid.x;
;   0x0c1c: 8b 47 78 48 8b 94 24 58 01 00 00
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0c27: 8b 4a 30 8b c9
; line 92: mov.u32 %r31, %nctaid.x;
;   0x0c2c: 8b c0
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0c2e: 48 0f af c8 44 8b 52 28
; line 95: add.u32 %r32, %r32, %r6;
;   0x0c36: 8b 52 38 48 8b 84 24 58 01 00 00
; line 97: add.s64 %rd10, %rd3, %rd9;
;   0x0c41: 48 8b 40 08
; line 98: st.global.u32 [%rd10], %r20;
;   0x0c45: 4c 8b 84 24 c8 00 00 00 4c 8b 8c 24 d0 00 00 00
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0c55: 41 03 ca
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c58: c1 e1 06
; line 95: add.u32 %r32, %r32, %r6;
;   0x0c5b: 03 ca
; line 97: add.s64 %rd10, %rd3, %rd9;
;   0x0c5d: 48 8d 14 88 48 89 d6
; line 98: st.global.u32 [%rd10], %r20;
;   0x0c64: 49 2b f0 49 3b f1 0f 83 68 0c 00 00
;   0x0c70: 48 f7 c2 03 00 00 00 0f 85 5b 0c 00 00
;   0x0c7d: 4c 8d 84 13 00 00 00 f0 e9 d6 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c8a: 49 c1 e8 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0c8e: 4b 0f b6 34 04 81 fe ff 00 00 00 0f 85 5b 0c 00
;   0x0c9e: 00
;   0x0c9f: 48 f7 c2 03 00 00 00 0f 85 4e 0c 00 00 e9 41 0c
;   0x0caf: 00 00
;   0x0cb1: 48 8b b7 98 00 00 00 4d 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cbb: 49 c1 e9 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0cbf: 4a 0f b6 34 0e 81 fe ff 00 00 00 0f 85 8b 0c 00
;   0x0ccf: 00
;   0x0cd0: 48 f7 c2 03 00 00 00 0f 85 7e 0c 00 00
; (no source location: register moves, constants, padding)
;   0x0cdd: 48 8b b4 24 e8 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0ce5: 4c 03 06 e9 73 00 00 00
;   0x0ced: 48 8b 47 40 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cf4: 48 c1 e9 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0cf8: 48 0f b6 04 08 3d ff 00 00 00 0f 85 6f 0c 00 00
;   0x0d08: 48 f7 c2 03 00 00 00 0f 85 62 0c 00 00
;   0x0d15: 4c 03 47 30 e9 42 00 00 00
; (no source location: register moves, constants, padding)
;   0x0d1e: 4c 8b 84 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d26: 41 89 48 24 48 8b 8c 24 e8 00 00 00 48 89 51 28
;   0x0d36: 48 89 41 30 48 8b 84 24 e8 00 00 00 48 89 70 38
;   0x0d46: b8 02 00 00 00 48 8b b4 24 e8 00 00 00 4c 8b ac
;   0x0d56: 24 08 01 00 00 e9 24 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d60: 45 89 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d63: 33 c0 4c 8b ac 24 08 01 00 00 49 81 c5 f8 ff ff
;   0x0d73: ff 4c 89 ac 24 08 01 00 00 48 8b b4 24 e8 00 00
;   0x0d83: 00
; (no source location: register moves, constants, padding)
;   0x0d84: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d8c: 4c 89 6e 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x0d9c: 00 00
;   0x0d9e: 48 8b 9c 24 d0 01 00 00 4c 8b a4 24 d8 01 00 00
;   0x0dae: 4c 8b ac 24 e0 01 00 00 4c 8b b4 24 e8 01 00 00
;   0x0dbe: 4c 8b bc 24 f0 01 00 00 48 81 c4 00 02 00 00 48
;   0x0dce: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0dd2: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0dda: c7 46 20 ff ff ff ff
; (no source location: register moves, constants, padding)
;   0x0de1: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0de9: 48 81 c6 98 00 00 00 48 89 b4 24 e8 00 00 00 48
;   0x0df9: 8b 94 24 c0 01 00 00 e9 63 f3 ff ff
; (no source location: register moves, constants, padding)
;   0x0e05: 48 8b 94 24 e0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e0d: 48 0f ba e2 3e 0f 92 c0 4c 8b bc 24 10 01 00 00
;   0x0e1d: 44 84 f8 0f 85 36 00 00 00
;   0x0e26: 33 c0 48 8b 9c 24 d0 01 00 00 4c 8b a4 24 d8 01
;   0x0e36: 00 00 4c 8b ac 24 e0 01 00 00 4c 8b b4 24 e8 01
;   0x0e46: 00 00 4c 8b bc 24 f0 01 00 00 48 81 c4 00 02 00
;   0x0e56: 00 48 89 ec 5d c3
;   0x0e5c: 45 33 ff 4c 89 bc 24 10 01 00 00 48 89 94 24 e0
;   0x0e6c: 00 00 00 48 8b b4 24 d8 00 00 00 48 8b 94 24 c0
;   0x0e7c: 01 00 00 e9 e4 f2 ff ff
;   0x0e84: 4e 8d 84 11 00 00 00 f0 49 8d 75 fc
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0e90: 4c 3b c6 0f 86 5b f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e99: e9 46 00 00 00
; (no source location: register moves, constants, padding)
;   0x0e9e: 49 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ea1: e9 d9 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0ea6: 4f 0f b7 04 04
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0eab: 46 8d 8c 11 00 00 00 f0 41 83 e1 07
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0eb7: c4 42 33 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ebc: 41 83 e0 0f 41 83 f8 0f 41 0f 94 c0 48 f7 c2 03
;   0x0ecc: 00 00 00 40 0f 94 c6
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0ed3: 44 84 c6 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0edc: 49 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0edf: e9 9b 00 00 00
;   0x0ee4: 48 be 00 00 00 60 ff ff ff ff 4c 8d 04 32 49 c7
;   0x0ef4: c1 fc ff ff ff 4c 03 8f 90 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f00: 4d 3b c1 0f 86 12 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f09: 4e 8d 84 11 00 00 00 80 48 c7 c1 fc ff ff ff 48
;   0x0f19: 03 4f 38
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f1c: 4c 3b c1 0f 86 33 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f25: 41 b8 04 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x0f35: c1
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f36: e8 00 00 00 00 49 89 d1 4c 8b 86 90 00 00 00 4d
;   0x0f46: 85 c0 0f 85 37 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f4e: 33 c9 b8 04 00 00 00 4c 8b ac 24 08 01 00 00 49
;   0x0f5e: 81 c5 f1 ff ff ff 4c 89 ac 24 08 01 00 00 4c 89
;   0x0f6e: ca 48 89 c6 4c 8b 84 24 e8 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f7a: e9 9f fd ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f7f: ba 04 00 00 00 48 8b 8c 24 b8 01 00 00 4c 89 ce
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f8f: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f94: 4c 8d 84 33 00 00 00 f0
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f9c: e9 e4 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fa1: b9 01 00 00 00 ba 00 00 00 80 48 03 d0 b8 04 00
;   0x0fb1: 00 00 4c 8b ac 24 08 01 00 00 49 81 c5 f1 ff ff
;   0x0fc1: ff 4c 89 ac 24 08 01 00 00 48 89 c6 4c 8b 84 24
;   0x0fd1: e8 00 00 00
; line 53: st.shared.u32 [%r14], %r13;
;   0x0fd5: e9 44 fd ff ff
; (no source location: register moves, constants, padding)
;   0x0fda: 48 8b b4 24 e8 00 00 00 4c 89 9c 24 60 01 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0fea: 48 8b 4e 50 48 0f b6 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ff2: 41 be 44 03 00 00 41 bf 02 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0ffe: 85 c9 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1006: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x100e: e9 bf 0a 00 00
; (no source location: register moves, constants, padding)
;   0x1013: 48 8b b4 24 e8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x101b: 48 8b 4e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x101f: 41 b8 00 00 10 00 4c 3b c1 48 89 ca 49 0f 4c d0
;   0x102f: 41 be 44 03 00 00 41 bf 01 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x103b: 48 85 d2 0f 8f 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1044: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x104c: e9 81 0a 00 00
; (no source location: register moves, constants, padding)
;   0x1051: 48 8b b4 24 e8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x1059: 4c 8b 4e 68 49 89 d0 49 f7 d8 f0 4d 0f c1 01
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1068: 41 be 44 03 00 00 41 bf 06 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x1074: 4c 3b c2 0f 8d 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x107d: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1085: e9 48 0a 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x108a: 48 2b ca 48 8b b4 24 e8 00 00 00 48 89 4e 48 48
;   0x109a: 8b 8c 24 08 01 00 00 48 03 ca 48 89 8c 24 08 01
;   0x10aa: 00 00 4c 8b 9c 24 60 01 00 00 e9 56 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10b9: b9 02 00 00 00 41 b9 00 00 00 80 4b 8d 14 08 b8
;   0x10c9: 04 00 00 00 48 89 c6 4c 8b 84 24 e8 00 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x10d8: e9 41 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10dd: b9 03 00 00 00 b8 04 00 00 80 49 8d 14 00 b8 04
;   0x10ed: 00 00 00 48 89 c6 4c 8b 84 24 e8 00 00 00
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x10fb: e9 1e fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1100: 48 8d 82 00 00 00 f0 49 8d 4d ff
; line 71: ld.global.u8 %r25, [%rd7];
;   0x110b: 48 3b c1 0f 86 70 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1114: e9 35 00 00 00
; (no source location: register moves, constants, padding)
;   0x1119: 49 89 d0 49 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x111f: e9 bb 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1124: 49 0f b7 04 04
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1129: 8d 8a 00 00 00 f0 83 e1 07
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1132: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1137: 83 e0 01
; line 71: ld.global.u8 %r25, [%rd7];
;   0x113a: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x1143: 49 89 d0 49 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1149: e9 91 00 00 00
;   0x114e: 48 b8 00 00 00 60 ff ff ff ff 4c 8d 0c 02 48 c7
;   0x115e: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x116a: 4c 3b c8 0f 86 2b f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1173: 4c 8d 8a 00 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x1183: 47 38
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1185: 4c 3b c8 0f 86 33 f4 ff ff
; (no source location: register moves, constants, padding)
;   0x118e: 49 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1191: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x1196: 49 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1199: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x11a9: c1
; line 71: ld.global.u8 %r25, [%rd7];
;   0x11aa: e8 00 00 00 00 49 89 d0 4c 8b 8e 90 00 00 00 4d
;   0x11ba: 85 c9 0f 85 4d f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11c2: b9 04 00 00 00 b8 01 00 00 00 48 89 c6 4c 89 c2
;   0x11d2: 4c 8b 84 24 e8 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x11da: e9 3f fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11df: ba 01 00 00 00 48 8b 8c 24 b0 01 00 00 4c 89 c6
; line 71: ld.global.u8 %r25, [%rd7];
;   0x11ef: e8 00 00 00 00 4c 8d 8c 33 00 00 00 f0 e9 0e f4
;   0x11ff: ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1201: 49 8d 87 01 00 00 f0 49 8d 4d ff
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x120c: 48 3b c1 0f 86 28 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1215: e9 36 00 00 00
; (no source location: register moves, constants, padding)
;   0x121a: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1220: e9 b1 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1225: 49 0f b7 04 04
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x122a: 41 8d 8f 01 00 00 f0 83 e1 07
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1234: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1239: 83 e0 01
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x123c: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x1245: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x124b: e9 86 00 00 00
;   0x1250: 48 b8 01 00 00 60 ff ff ff ff 49 8d 0c 07 48 c7
;   0x1260: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x126c: 48 3b c8 0f 86 e2 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1275: 49 8d 8f 01 00 00 80 48 c7 c6 ff ff ff ff 48 03
;   0x1285: 77 38
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1287: 48 3b ce 0f 86 eb f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1290: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x12a0: c1
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x12a1: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x12b1: 85 c9 0f 85 00 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12b9: b9 05 00 00 00 b8 01 00 00 00 48 89 c6 4c 89 c2
;   0x12c9: 4c 8b 84 24 e8 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x12d1: e9 48 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12d6: ba 01 00 00 00 48 8b 8c 24 a8 01 00 00 4c 89 c6
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x12e6: e8 00 00 00 00 4a 8d 8c 3b 01 00 00 f0 49 89 c7
;   0x12f6: e9 be f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12fb: 49 8d 87 02 00 00 f0 49 8d 4d ff
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1306: 48 3b c1 0f 86 d8 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x130f: e9 36 00 00 00
; (no source location: register moves, constants, padding)
;   0x1314: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x131a: e9 b1 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x131f: 49 0f b7 04 04
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1324: 41 8d 8f 02 00 00 f0 83 e1 07
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x132e: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1333: 83 e0 01
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1336: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x133f: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1345: e9 86 00 00 00
;   0x134a: 48 b8 02 00 00 60 ff ff ff ff 49 8d 0c 07 48 c7
;   0x135a: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1366: 48 3b c8 0f 86 92 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x136f: 49 8d 8f 02 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x137f: 47 38
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1381: 48 3b c8 0f 86 9a f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x138a: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x139a: c1
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x139b: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x13ab: 85 c9 0f 85 ad f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13b3: b9 06 00 00 00 b8 01 00 00 00 48 89 c6 4c 89 c2
;   0x13c3: 4c 8b 84 24 e8 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x13cb: e9 4e f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13d0: ba 01 00 00 00 48 8b 8c 24 a0 01 00 00 4c 89 c6
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x13e0: e8 00 00 00 00 4a 8d 8c 3b 02 00 00 f0 49 89 c7
;   0x13f0: e9 6b f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13f5: 49 8d 87 03 00 00 f0 49 8d 4d ff
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1400: 48 3b c1 0f 86 88 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1409: e9 36 00 00 00
; (no source location: register moves, constants, padding)
;   0x140e: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1414: e9 b1 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1419: 49 0f b7 04 04
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x141e: 41 8d 8f 03 00 00 f0 83 e1 07
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1428: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x142d: 83 e0 01
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1430: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x1439: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x143f: e9 86 00 00 00
;   0x1444: 48 be 03 00 00 60 ff ff ff ff 49 8d 0c 37 48 c7
;   0x1454: c6 ff ff ff ff 48 03 b7 90 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1460: 48 3b ce 0f 86 42 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1469: 49 8d 8f 03 00 00 80 49 c7 c1 ff ff ff ff 4c 03
;   0x1479: 4f 38
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x147b: 49 3b c9 0f 86 4c f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1484: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1494: c1
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1495: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x14a5: 85 c9 0f 85 5f f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14ad: b9 07 00 00 00 b8 01 00 00 00 48 89 c6 4c 89 c2
;   0x14bd: 4c 8b 84 24 e8 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x14c5: e9 54 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14ca: ba 01 00 00 00 48 8b 8c 24 98 01 00 00 4c 89 c6
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x14da: e8 00 00 00 00 4a 8d 8c 3b 03 00 00 f0 49 89 c7
;   0x14ea: e9 1d f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14ef: 49 8d 87 04 00 00 f0 49 8d 4d ff
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x14fa: 48 3b c1 0f 86 3d f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1503: e9 36 00 00 00
; (no source location: register moves, constants, padding)
;   0x1508: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x150e: e9 b1 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1513: 49 0f b7 04 04
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1518: 41 8d 8f 04 00 00 f0 83 e1 07
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1522: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1527: 83 e0 01
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x152a: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x1533: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1539: e9 86 00 00 00
;   0x153e: 48 b8 04 00 00 60 ff ff ff ff 49 8d 0c 07 48 c7
;   0x154e: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x155a: 48 3b c8 0f 86 f7 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1563: 49 8d 8f 04 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x1573: 47 38
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1575: 48 3b c8 0f 86 ff f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x157e: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x158e: c1
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x158f: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x159f: 85 c9 0f 85 12 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15a7: b9 08 00 00 00 b8 01 00 00 00 48 89 c6 4c 89 c2
;   0x15b7: 4c 8b 84 24 e8 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x15bf: e9 5a f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15c4: ba 01 00 00 00 48 8b 8c 24 90 01 00 00 4c 89 c6
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x15d4: e8 00 00 00 00 4a 8d 8c 3b 04 00 00 f0 49 89 c7
;   0x15e4: e9 d0 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15e9: 49 8d 87 05 00 00 f0 49 8d 4d ff
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x15f4: 48 3b c1 0f 86 e8 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15fd: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x1602: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1608: e9 b2 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x160d: 49 0f b7 34 04
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1612: 45 8d 87 05 00 00 f0 41 83 e0 07
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x161d: c4 e2 3b f7 f6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1622: 83 e6 01
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1625: 83 fe 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x162e: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1634: e9 86 00 00 00
;   0x1639: 49 b9 05 00 00 60 ff ff ff ff 4b 8d 0c 0f 49 c7
;   0x1649: c0 ff ff ff ff 4c 03 87 90 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1655: 49 3b c8 0f 86 a1 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x165e: 49 8d 8f 05 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x166e: 47 38
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1670: 48 3b c8 0f 86 a9 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1679: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1689: c1
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x168a: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x169a: 85 c9 0f 85 bc f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16a2: b9 09 00 00 00 b8 01 00 00 00 48 89 c6 4c 89 c2
;   0x16b2: 4c 8b 84 24 e8 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x16ba: e9 5f f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16bf: ba 01 00 00 00 48 8b 8c 24 88 01 00 00 4c 89 c6
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x16cf: e8 00 00 00 00 4a 8d 8c 3b 05 00 00 f0 49 89 c7
;   0x16df: e9 7a f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16e4: 49 8d 87 06 00 00 f0 49 8d 4d ff
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x16ef: 48 3b c1 0f 86 92 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16f8: e9 36 00 00 00
; (no source location: register moves, constants, padding)
;   0x16fd: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1703: e9 b1 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1708: 49 0f b7 04 04
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x170d: 41 8d 8f 06 00 00 f0 83 e1 07
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1717: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x171c: 83 e0 01
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x171f: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x1728: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x172e: e9 86 00 00 00
;   0x1733: 48 b8 06 00 00 60 ff ff ff ff 49 8d 0c 07 48 c7
;   0x1743: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x174f: 48 3b c8 0f 86 4c f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1758: 49 8d 8f 06 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x1768: 47 38
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x176a: 48 3b c8 0f 86 54 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1773: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1783: c1
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1784: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x1794: 85 c9 0f 85 67 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x179c: b9 0a 00 00 00 b8 01 00 00 00 48 89 c6 4c 89 c2
;   0x17ac: 4c 8b 84 24 e8 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x17b4: e9 65 f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17b9: ba 01 00 00 00 48 8b 8c 24 80 01 00 00 4c 89 c6
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x17c9: e8 00 00 00 00 4a 8d 8c 3b 06 00 00 f0 49 89 c7
;   0x17d9: e9 25 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17de: 4d 8d 87 07 00 00 f0 49 8d 75 ff
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x17e9: 4c 3b c6 0f 86 3d f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17f2: e9 36 00 00 00
; (no source location: register moves, constants, padding)
;   0x17f7: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17fd: e9 b1 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1802: 4b 0f b7 04 04
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1807: 41 8d 8f 07 00 00 f0 83 e1 07
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1811: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1816: 83 e0 01
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1819: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x1822: 4c 89 f8 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1828: e9 86 00 00 00
;   0x182d: 48 b8 07 00 00 60 ff ff ff ff 49 8d 0c 07 48 c7
;   0x183d: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1849: 48 3b c8 0f 86 f6 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1852: 49 8d 8f 07 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x1862: 47 38
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1864: 48 3b c8 0f 86 fe f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x186d: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x187d: c1
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x187e: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x188e: 85 c9 0f 85 11 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1896: b9 0b 00 00 00 b8 01 00 00 00 48 89 c6 4c 89 c2
;   0x18a6: 4c 8b 84 24 e8 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x18ae: e9 6b f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18b3: ba 01 00 00 00 48 8b 8c 24 78 01 00 00 4c 89 c6
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x18c3: e8 00 00 00 00 4a 8d 8c 3b 07 00 00 f0 49 89 c7
;   0x18d3: e9 cf f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18d8: 4c 8d 84 88 00 00 00 f0 49 8d 75 fc
; line 98: st.global.u32 [%rd10], %r20;
;   0x18e4: 4c 3b c6 0f 86 9d f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18ed: e9 44 00 00 00
; (no source location: register moves, constants, padding)
;   0x18f2: 49 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18f5: e9 da 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x18fa: 4b 0f b7 34 04
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18ff: 44 8d 84 88 00 00 00 f0 41 83 e0 07
; line 98: st.global.u32 [%rd10], %r20;
;   0x190b: c4 e2 3b f7 f6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1910: 83 e6 0f 83 fe 0f 40 0f 94 c6 48 f7 c2 03 00 00
;   0x1920: 00 41 0f 94 c0
; line 98: st.global.u32 [%rd10], %r20;
;   0x1925: 41 84 f0 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x192e: 49 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1931: e9 9e 00 00 00
;   0x1936: 48 be 00 00 00 60 ff ff ff ff 4c 8d 04 32 48 c7
;   0x1946: c6 fc ff ff ff 48 03 b7 90 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x1952: 4c 3b c6 0f 86 56 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x195b: 4c 8d 84 88 00 00 00 80 49 c7 c1 fc ff ff ff 4c
;   0x196b: 03 4f 38
; line 98: st.global.u32 [%rd10], %r20;
;   0x196e: 4d 3b c1 0f 86 76 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1977: 41 b8 04 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1987: c1
; line 98: st.global.u32 [%rd10], %r20;
;   0x1988: e8 00 00 00 00 49 89 d1 4c 8b 86 90 00 00 00 4d
;   0x1998: 85 c0 0f 85 c0 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19a0: b9 0c 00 00 00 b8 04 00 00 00 4c 8b ac 24 08 01
;   0x19b0: 00 00 49 81 c5 f8 ff ff ff 4c 89 ac 24 08 01 00
;   0x19c0: 00 4c 89 ca 48 89 c6 4c 8b 84 24 e8 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x19cf: e9 4a f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19d4: ba 04 00 00 00 48 8b 8c 24 70 01 00 00 4c 89 ce
; line 98: st.global.u32 [%rd10], %r20;
;   0x19e4: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19e9: 4c 8d 84 33 00 00 00 f0
; line 98: st.global.u32 [%rd10], %r20;
;   0x19f1: e9 6a f3 ff ff
; (no source location: register moves, constants, padding)
;   0x19f6: 4c 89 f1 48 8b b4 24 e8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a01: 48 8b 46 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a09: 41 be 11 08 00 00 41 bf 02 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a15: 85 c0 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a1d: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a25: e9 a8 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a2a: 48 8b b4 24 e8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a32: 48 8b 46 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a36: ba 00 00 10 00 48 3b d0 49 89 c1 4c 0f 4c ca 41
;   0x1a46: be 11 08 00 00 41 bf 01 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a51: 4d 85 c9 0f 8f 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a5a: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a62: e9 6b 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a67: 48 8b b4 24 e8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a6f: 48 8b 76 68 4c 89 ca 48 f7 da f0 48 0f c1 16
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a7e: 41 be 11 08 00 00 41 bf 06 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a8a: 49 3b d1 0f 8d 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a93: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a9b: e9 32 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1aa0: 49 2b c1 48 8b b4 24 e8 00 00 00 48 89 46 48 48
;   0x1ab0: 8b 84 24 08 01 00 00 49 03 c1 48 89 84 24 08 01
;   0x1ac0: 00 00 49 89 ce 48 8b 8c 24 08 01 00 00 e9 cb e9
;   0x1ad0: ff ff
; (no source location: register moves, constants, padding)
;   0x1ad2: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1ada: 44 89 76 60 44 89 7e 64 b8 04 00 00 00 4c 8b ac
;   0x1aea: 24 08 01 00 00 e9 90 f2 ff ff
; (no source location: register moves, constants, padding)
;   0x1af4: 00 00 00 00 ff ff ff ff ff ff ff 3f
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x200, %rsp
  movq %rbx, 0x1d0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x1d8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x1e0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x1e8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x1f0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq $0x0, <offset:1>+0x40(%rsp)
  movq $0x0, <offset:1>+0x50(%rsp)
  movq $0x0, <offset:1>+0x60(%rsp)
  movq $0x0, <offset:1>+0x70(%rsp)
  movq $0x0, <offset:1>+0x80(%rsp)
  movq $0x0, <offset:1>+0x90(%rsp)
  movq $0x0, <offset:1>+0xa0(%rsp)
  movq $0x0, <offset:1>+0xb0(%rsp)
  movq $0x0, <offset:1>+0xc0(%rsp)
  movq $0x0, <offset:1>+0xd0(%rsp)
  uninit  %r15
  xorl %r15d, %r15d
  movq %r15, <offset:1>+0x110(%rsp)
  movq %rdx, %rax
  andq (%rip), %rax
  movq %rdx, <offset:1>+0xe0(%rsp)
  imulq $0x98, %rax, %rax
  leaq (%rsi, %rax), %rdx
  movq %rsi, <offset:1>+0xd8(%rsp)
  movq %rdx, <offset:1>+0x1c0(%rsp)
  leaq <offset:1>+0x38(%rsp), %rcx
  movq %rcx, <offset:1>+0x1b8(%rsp)
  leaq <offset:1>+0x48(%rsp), %rcx
  movq %rcx, <offset:1>+0x1b0(%rsp)
  leaq <offset:1>+0x58(%rsp), %rcx
  movq %rcx, <offset:1>+0x1a8(%rsp)
  leaq <offset:1>+0x68(%rsp), %rcx
  movq %rcx, <offset:1>+0x1a0(%rsp)
  leaq <offset:1>+0x78(%rsp), %rcx
  movq %rcx, <offset:1>+0x198(%rsp)
  leaq <offset:1>+0x88(%rsp), %rcx
  movq %rcx, <offset:1>+0x190(%rsp)
  leaq <offset:1>+0x98(%rsp), %rcx
  movq %rcx, <offset:1>+0x188(%rsp)
  leaq <offset:1>+0xa8(%rsp), %rcx
  movq %rcx, <offset:1>+0x180(%rsp)
  leaq <offset:1>+0xb8(%rsp), %rcx
  movq %rcx, <offset:1>+0x178(%rsp)
  leaq <offset:1>+0xc8(%rsp), %rcx
  movq %rcx, <offset:1>+0x170(%rsp)
  jmp     label1
block1:
  cmpq %rdx, %rsi
  movq %rdx, <offset:1>+0x1c0(%rsp)
  jz      label300; j label2
block2:
  movl 0x20(%rsi), %edx
  cmpl $0xffffffff, %edx
  jz      label3; j label4
block3:
  movq %rsi, <offset:1>+0xe8(%rsp)
  jmp     label299
block4:
  movq 0x48(%rdi), %rax
  movq 0x50(%rdi), %rcx
  movq 0x58(%rdi), %rcx
  movq (%rdi), %rbx
  movq 8(%rdi), %r13
  movq 0x10(%rdi), %r12
  movq 0x30(%rdi), %r9
  movq %r9, <offset:1>+0x168(%rsp)
  movq 0x38(%rdi), %r11
  movq 0x40(%rdi), %rcx
  movq 0x40(%rsi), %rcx
  movq 8(%rsi), %r8
  movq %rsi, <offset:1>+0xe8(%rsp)
  movq %r8, <offset:1>+0x158(%rsp)
  testl %edx, %edx
  jnz     label54; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  movq $0x0, <offset:1>+0x30(%rsp)
  leaq -0xe(%rcx), %rcx
  movq %rcx, <offset:1>+0x108(%rsp)
  jmp     label6
block6:
  testq %rcx, %rcx
  movq %rcx, <offset:1>+0x108(%rsp)
  jl      label47; j label7
block7:
  movq 0x70(%rax), %rcx
  movq 0x88(%rax), %r9
  movq <offset:1>+0x158(%rsp), %r8
  movq %r9, (%r8)
  movq 0xa0(%rax), %r10
  movq %r10, 8(%r8)
  movl 0xb8(%rax), %edx
  movl %edx, 0x10(%r8)
  movq %r9, (%r8)
  movq %r10, 8(%r8)
  movq <offset:1>+0xe8(%rsp), %rsi
  movl 0x10(%rsi), %eax
  movl %eax, 0x18(%r8)
  movl 0x14(%rsi), %r14d
  movl %r14d, 0x20(%r8)
  movl 0x6c(%rdi), %r10d
  movl %r10d, 0x28(%r8)
  movl 0x70(%rdi), %r9d
  movl %r9d, 0x30(%r8)
  movl %r14d, %r14d
  shlq $0x3, %r14
  leal (%r14, %rax), %eax
  movl %eax, 0x38(%r8)
  cmpl $0x10, %eax
  jnb     label8; j label9
block8:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label46
block9:
  movq %rax, %rsi
  shrl $1, %esi
  leal (%rsi, %r9, 8), %r8d
  movl %edx, %edx
  imulq %rdx, %r8
  movq <offset:1>+0x38(%rsp), %r9
  movq <offset:1>+0x40(%rsp), %r14
  movq %rax, %rdx
  andl $0x1, %edx
  shll $0x2, %edx
  leal (%rdx, %r10, 8), %edx
  leal (%r8, %rdx), %r10d
  leaq (%rcx, %r10), %rdx
  movq %rdx, %rsi
  subq %r9, %rsi
  cmpq %r14, %rsi
  jb      label11; j label10
block11:
  testq $0x3, %rdx
  jnz     label12; j label13
block13:
  leaq -0x10000000(%rbx, %rdx), %r8
  jmp     label42
block16:
  shrq $0x3, %r8
  movzbq (%r12, %r8), %rsi
  cmpl $0xff, %esi
  jz      label18; j label17
block18:
  testq $0x3, %rdx
  jnz     label19; j label20
block26:
  movq 0x98(%rdi), %r9
  movq %r8, %rsi
  shrq $0x3, %rsi
  movzbq (%r9, %rsi), %r9
  cmpl $0xff, %r9d
  jz      label28; j label27
block28:
  testq $0x3, %rdx
  jnz     label29; j label30
block30:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %r8
  jmp     label42
block33:
  movq 0x40(%rdi), %rcx
  movq %r8, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label35; j label34
block35:
  testq $0x3, %rdx
  jnz     label36; j label37
block37:
  addq 0x30(%rdi), %r8
  jmp     label42
block39:
  jmp     label42
block42:
  movl (%r8), %ecx
  shll $0x2, %eax
  leaq -0x44(%r11), %rdx
  cmpq %rdx, %rax
  jbe     label44; j label43
block44:
  jmp     label45
block45:
  movq <offset:1>+0x168(%rsp), %rdx
  movl %ecx, (%rdx, %rax)
  movq <offset:1>+0x108(%rsp), %r13
  leaq -0xf(%r13), %r13
  movq %r13, <offset:1>+0x108(%rsp)
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label46
block46:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movq <offset:1>+0x158(%rsp), %rdx
  movb $0x0, 0x40(%rdx)
  movq <offset:1>+0x108(%rsp), %r13
  leaq -1(%r13), %rax
  movq %rax, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %r15d
  movq %r15, <offset:1>+0x110(%rsp)
  jmp     label299
block54:
  movq %r11, <offset:1>+0x160(%rsp)
  cmpl $0x1, %edx
  jz      label56; j label55
block55:
  movq <offset:1>+0xe8(%rsp), %rsi
  movb $0x0, 0x8d(%rsi)
  jmp     label299
block56:
  movq <offset:1>+0x158(%rsp), %rdx
  movzbq 0x40(%rdx), %rax
  jmp     label57
block57:
  movq <offset:1>+0x158(%rsp), %rdx
  movl 0x10(%rdx), %eax
  movl 0x28(%rdx), %r8d
  movl 0x18(%rdx), %r11d
  movq %r11, <offset:1>+0x150(%rsp)
  movl 0x30(%rdx), %edx
  movq <offset:1>+0x158(%rsp), %rsi
  movl 0x20(%rsi), %esi
  leal (%rsi, %rdx, 8), %r10d
  leal 8(%rax), %eax
  imulq %rax, %r10
  movq <offset:1>+0x158(%rsp), %rdx
  movq %rax, %r14
  movq (%rdx), %r11
  jmp     label58
block58:
  leaq -0xf2(%rcx), %rax
  movq %rax, <offset:1>+0x108(%rsp)
  movq <offset:1>+0x108(%rsp), %rcx
  jmp     label59
block59:
  testq %rcx, %rax
  jl      label288; j label60
block60:
  uninit  %rax
  xorl %eax, %eax
  movq <offset:1>+0x150(%rsp), %rdx
  movq %rax, <offset:1>+0xf8(%rsp)
  leal (%rdx, %r8, 8), %esi
  leal (%r10, %rsi), %esi
  leaq (%r11, %rsi), %rsi
  movq <offset:1>+0x160(%rsp), %r8
  leaq -0x44(%r8), %r9
  movq %r9, <offset:1>+0x148(%rsp)
  movq <offset:1>+0xf8(%rsp), %rcx
  movq %rsi, %rdx
  movq %rax, <offset:1>+0xf0(%rsp)
  movq %rax, <offset:1>+0x100(%rsp)
  jmp     label61
block61:
  movl %ecx, %r8d
  movq <offset:1>+0x148(%rsp), %rcx
  cmpq %rcx, %r8
  setbe %sil
  testq $0x3, %r8
  sete %r9b
  testb %sil, %r9b
  jnz     label63; j label62
block63:
  jmp     label64
block64:
  movq <offset:1>+0x168(%rsp), %rax
  movl (%rax, %r8), %r10d
  movq %r10, <offset:1>+0x140(%rsp)
  leaq 4(%r8), %r10
  cmpq %rcx, %r10
  movq %rcx, <offset:1>+0x148(%rsp)
  setbe %r11b
  testq $0x3, %r10
  sete %al
  testb %r11b, %al
  jnz     label66; j label65
block66:
  jmp     label67
block67:
  movq <offset:1>+0x168(%rsp), %rcx
  movl 4(%rcx, %r8), %ecx
  movq %rcx, <offset:1>+0x138(%rsp)
  movq <offset:1>+0x48(%rsp), %rax
  movq <offset:1>+0x50(%rsp), %rcx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label89; j label68
block70:
  shrq $0x3, %rax
  movzbq (%r12, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label71; j label72
block77:
  movq 0x98(%rdi), %rax
  movq %r9, %rcx
  shrq $0x3, %rcx
  movzbq (%rax, %rcx), %rax
  cmpl $0xff, %eax
  jz      label87; j label78
block81:
  movq 0x40(%rdi), %rax
  movq %r9, %rcx
  shrq $0x3, %rcx
  movzbq (%rax, %rcx), %rax
  cmpl $0xff, %eax
  jz      label86; j label82
block84:
  jmp     label90
block86:
  movq %rdx, %r8
  addq 0x30(%rdi), %r9
  movq %r8, %r15
  jmp     label90
block87:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %rdx, %r8
  addq (%rsi), %r9
  movq %r8, %r15
  jmp     label90
block89:
  movq %rdx, %rsi
  leaq -0x10000000(%rbx, %rsi), %r9
  movq %rsi, %r15
  jmp     label90
block90:
  movzbq (%r9), %rcx
  movq %rcx, <offset:1>+0x130(%rsp)
  movq <offset:1>+0x58(%rsp), %rax
  movq <offset:1>+0x60(%rsp), %rcx
  leaq 1(%r15), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label112; j label91
block93:
  shrq $0x3, %rax
  movzbq (%r12, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label94; j label95
block100:
  movq 0x98(%rdi), %rsi
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%rsi, %r8), %rsi
  cmpl $0xff, %esi
  jz      label110; j label101
block104:
  movq 0x40(%rdi), %r8
  movq %rcx, %r9
  shrq $0x3, %r9
  movzbq (%r8, %r9), %r8
  cmpl $0xff, %r8d
  jz      label109; j label105
block107:
  jmp     label113
block109:
  addq 0x30(%rdi), %rcx
  jmp     label113
block110:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %rcx
  jmp     label113
block112:
  leaq -0xfffffff(%rbx, %r15), %rcx
  jmp     label113
block113:
  movzbq (%rcx), %rcx
  movq %rcx, <offset:1>+0x128(%rsp)
  movq <offset:1>+0x68(%rsp), %rax
  movq <offset:1>+0x70(%rsp), %rcx
  leaq 2(%r15), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label135; j label114
block116:
  shrq $0x3, %rax
  movzbq (%r12, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label117; j label118
block123:
  movq 0x98(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label133; j label124
block127:
  movq 0x40(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label132; j label128
block130:
  jmp     label136
block132:
  addq 0x30(%rdi), %rcx
  jmp     label136
block133:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %rcx
  jmp     label136
block135:
  leaq -0xffffffe(%rbx, %r15), %rcx
  jmp     label136
block136:
  movzbq (%rcx), %rcx
  movq %rcx, <offset:1>+0x120(%rsp)
  movq <offset:1>+0x78(%rsp), %rax
  movq <offset:1>+0x80(%rsp), %rcx
  leaq 3(%r15), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label158; j label137
block139:
  shrq $0x3, %rax
  movzbq (%r12, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label140; j label141
block146:
  movq 0x98(%rdi), %r8
  movq %rcx, %r9
  shrq $0x3, %r9
  movzbq (%r8, %r9), %r8
  cmpl $0xff, %r8d
  jz      label156; j label147
block150:
  movq 0x40(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label155; j label151
block153:
  jmp     label159
block155:
  addq 0x30(%rdi), %rcx
  jmp     label159
block156:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %rcx
  jmp     label159
block158:
  leaq -0xffffffd(%rbx, %r15), %rcx
  jmp     label159
block159:
  movzbq (%rcx), %r11
  movq %r11, <offset:1>+0x118(%rsp)
  movq <offset:1>+0x88(%rsp), %rax
  movq <offset:1>+0x90(%rsp), %rcx
  leaq 4(%r15), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label181; j label160
block162:
  shrq $0x3, %rax
  movzbq (%r12, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label163; j label164
block169:
  movq 0x98(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label179; j label170
block173:
  movq 0x40(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label178; j label174
block176:
  jmp     label182
block178:
  addq 0x30(%rdi), %rcx
  jmp     label182
block179:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %rcx
  jmp     label182
block181:
  leaq -0xffffffc(%rbx, %r15), %rcx
  jmp     label182
block182:
  movzbq (%rcx), %r11
  movq <offset:1>+0x98(%rsp), %rax
  movq <offset:1>+0xa0(%rsp), %rcx
  leaq 5(%r15), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label204; j label183
block185:
  shrq $0x3, %rax
  movzbq (%r12, %rax), %rsi
  cmpl $0xff, %esi
  jz      label186; j label187
block192:
  movq 0x98(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label202; j label193
block196:
  movq 0x40(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label201; j label197
block199:
  jmp     label205
block201:
  addq 0x30(%rdi), %rcx
  jmp     label205
block202:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %rcx
  jmp     label205
block204:
  leaq -0xffffffb(%rbx, %r15), %rcx
  jmp     label205
block205:
  movzbq (%rcx), %r10
  movq <offset:1>+0xa8(%rsp), %rax
  movq <offset:1>+0xb0(%rsp), %rcx
  leaq 6(%r15), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label227; j label206
block208:
  shrq $0x3, %rax
  movzbq (%r12, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label209; j label210
block215:
  movq 0x98(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label225; j label216
block219:
  movq 0x40(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label224; j label220
block222:
  jmp     label228
block224:
  addq 0x30(%rdi), %rcx
  jmp     label228
block225:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %rcx
  jmp     label228
block227:
  leaq -0xffffffa(%rbx, %r15), %rcx
  jmp     label228
block228:
  movzbq (%rcx), %r9
  movq <offset:1>+0xb8(%rsp), %r8
  movq <offset:1>+0xc0(%rsp), %rsi
  leaq 7(%r15), %rdx
  movq %rdx, %rax
  subq %r8, %rax
  cmpq %rsi, %rax
  jb      label250; j label229
block231:
  shrq $0x3, %r8
  movzbq (%r12, %r8), %rax
  cmpl $0xff, %eax
  jz      label232; j label233
block238:
  movq 0x98(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label248; j label239
block242:
  movq 0x40(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label247; j label243
block245:
  jmp     label251
block247:
  addq 0x30(%rdi), %rcx
  jmp     label251
block248:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %rcx
  jmp     label251
block250:
  leaq -0xffffff9(%rbx, %r15), %rcx
  jmp     label251
block251:
  movzbq (%rcx), %r8
  movq <offset:1>+0x100(%rsp), %rdx
  leal 1(%rdx), %edx
  movq <offset:1>+0xf8(%rsp), %rcx
  leal 8(%rcx), %ecx
  movq %rcx, <offset:1>+0xf8(%rsp)
  movq %r14, %rcx
  leaq (%r15, %rcx), %r15
  movq <offset:1>+0x140(%rsp), %rax
  vmovd %eax, %xmm0
  movq <offset:1>+0x130(%rsp), %rax
  movzbl %al, %eax
  movq <offset:1>+0x128(%rsp), %rsi
  movzbl %sil, %r14d
  shll $0x8, %r14d
  andl $0xff00, %r14d
  orl %r14d, %eax
  andl $0xff00ffff, %eax
  movq <offset:1>+0x120(%rsp), %rsi
  movzbl %sil, %r14d
  shll $0x10, %r14d
  andl $0xff0000, %r14d
  orl %r14d, %eax
  andl $0xffffff, %eax
  movq <offset:1>+0x118(%rsp), %rsi
  movzbl %sil, %r14d
  shll $0x18, %r14d
  andl $0xff000000, %r14d
  orl %r14d, %eax
  vmovd %eax, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %eax
  movswl %ax, %eax
  movq <offset:1>+0xf0(%rsp), %r14
  leal (%r14, %rax), %r14d
  movq <offset:1>+0x138(%rsp), %rax
  vmovd %eax, %xmm0
  movzbl %r11b, %eax
  movzbl %r10b, %r10d
  shll $0x8, %r10d
  andl $0xff00, %r10d
  orl %r10d, %eax
  andl $0xff00ffff, %eax
  movzbl %r9b, %r9d
  shll $0x10, %r9d
  andl $0xff0000, %r9d
  orl %r9d, %eax
  andl $0xffffff, %eax
  movzbl %r8b, %r8d
  shll $0x18, %r8d
  andl $0xff000000, %r8d
  orl %r8d, %eax
  vmovd %eax, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %eax
  movswl %ax, %eax
  leal (%r14, %rax), %r14d
  cmpl $0x8, %edx
  jb      label252; j label253
block252:
  movq %rdx, <offset:1>+0x100(%rsp)
  movq %r14, <offset:1>+0xf0(%rsp)
  movq %rcx, %r14
  movq %r15, %rdx
  movq <offset:1>+0xf8(%rsp), %rcx
  jmp     label61
block253:
  movl 0x78(%rdi), %eax
  movq <offset:1>+0x158(%rsp), %rdx
  movl 0x30(%rdx), %ecx
  movl %ecx, %ecx
  movl %eax, %eax
  imulq %rax, %rcx
  movl 0x28(%rdx), %r10d
  movl 0x38(%rdx), %edx
  movq <offset:1>+0x158(%rsp), %rax
  movq 8(%rax), %rax
  movq <offset:1>+0xc8(%rsp), %r8
  movq <offset:1>+0xd0(%rsp), %r9
  leal (%rcx, %r10), %ecx
  shll $0x6, %ecx
  leal (%rcx, %rdx), %ecx
  leaq (%rax, %rcx, 4), %rdx
  movq %rdx, %rsi
  subq %r8, %rsi
  cmpq %r9, %rsi
  jb      label255; j label254
block255:
  testq $0x3, %rdx
  jnz     label256; j label257
block257:
  leaq -0x10000000(%rbx, %rdx), %r8
  jmp     label287
block260:
  shrq $0x3, %r8
  movzbq (%r12, %r8), %rsi
  cmpl $0xff, %esi
  jz      label262; j label261
block262:
  testq $0x3, %rdx
  jnz     label263; j label264
block270:
  movq 0x98(%rdi), %rsi
  movq %r8, %r9
  shrq $0x3, %r9
  movzbq (%rsi, %r9), %rsi
  cmpl $0xff, %esi
  jz      label272; j label271
block272:
  testq $0x3, %rdx
  jnz     label273; j label274
block274:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %r8
  jmp     label287
block277:
  movq 0x40(%rdi), %rax
  movq %r8, %rcx
  shrq $0x3, %rcx
  movzbq (%rax, %rcx), %rax
  cmpl $0xff, %eax
  jz      label279; j label278
block279:
  testq $0x3, %rdx
  jnz     label280; j label281
block281:
  addq 0x30(%rdi), %r8
  jmp     label287
block283:
  jmp     label287
block285:
  movq <offset:1>+0xe8(%rsp), %r8
  movl %ecx, 0x24(%r8)
  movq <offset:1>+0xe8(%rsp), %rcx
  movq %rdx, 0x28(%rcx)
  movq %rax, 0x30(%rcx)
  movq <offset:1>+0xe8(%rsp), %rax
  movq %rsi, 0x38(%rax)
  movl $0x2, %eax
  movq <offset:1>+0xe8(%rsp), %rsi
  movq <offset:1>+0x108(%rsp), %r13
  jmp     label296
block287:
  movl %r14d, (%r8)
  uninit  %rax
  xorl %eax, %eax
  movq <offset:1>+0x108(%rsp), %r13
  leaq -8(%r13), %r13
  movq %r13, <offset:1>+0x108(%rsp)
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label296
block296:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r13, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label298; j label297
block297:
  movq 0x1d0(%rsp), %rbx
  movq 0x1d8(%rsp), %r12
  movq 0x1e0(%rsp), %r13
  movq 0x1e8(%rsp), %r14
  movq 0x1f0(%rsp), %r15
  addq $0x200, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block298:
  movq <offset:1>+0xe8(%rsp), %rsi
  movl $0xffffffff, 0x20(%rsi)
  jmp     label299
block299:
  movq <offset:1>+0xe8(%rsp), %rsi
  leaq 0x98(%rsi), %rsi
  movq %rsi, <offset:1>+0xe8(%rsp)
  movq <offset:1>+0x1c0(%rsp), %rdx
  jmp     label1
block300:
  movq <offset:1>+0xe0(%rsp), %rdx
  btq $0x3e, %rdx
  setb %al
  movq <offset:1>+0x110(%rsp), %r15
  testb %r15b, %al
  jnz     label302; j label301
block301:
  uninit  %rax
  xorl %eax, %eax
  movq 0x1d0(%rsp), %rbx
  movq 0x1d8(%rsp), %r12
  movq 0x1e0(%rsp), %r13
  movq 0x1e8(%rsp), %r14
  movq 0x1f0(%rsp), %r15
  addq $0x200, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block302:
  uninit  %r15
  xorl %r15d, %r15d
  movq %r15, <offset:1>+0x110(%rsp)
  movq %rdx, <offset:1>+0xe0(%rsp)
  movq <offset:1>+0xd8(%rsp), %rsi
  movq <offset:1>+0x1c0(%rsp), %rdx
  jmp     label1
block10:
  jmp     label14
block12:
  jmp     label14
block14:
  leaq -0x10000000(%rcx, %r10), %r8
  leaq -4(%r13), %rsi
  cmpq %rsi, %r8
  jbe     label16; j label15
block15:
  jmp     label24
block17:
  jmp     label21
block19:
  jmp     label21
block20:
  movq %rdx, %r9
  jmp     label41
block21:
  movzwq (%r12, %r8), %r8
  leal -0x10000000(%rcx, %r10), %r9d
  andl $0x7, %r9d
  shrxl %r9d, %r8d, %r8d
  andl $0xf, %r8d
  cmpl $0xf, %r8d
  sete %r8b
  testq $0x3, %rdx
  sete %sil
  testb %r8b, %sil
  jnz     label22; j label23
block22:
  movq %rdx, %r9
  jmp     label41
block23:
  jmp     label24
block24:
  movabsq $0xffffffff60000000, %rsi
  leaq (%rdx, %rsi), %r8
  movq $0xfffffffffffffffc, %r9
  addq 0x90(%rdi), %r9
  cmpq %r9, %r8
  jbe     label26; j label25
block25:
  jmp     label31
block27:
  jmp     label31
block29:
  jmp     label31
block31:
  leaq -0x80000000(%rcx, %r10), %r8
  movq $0xfffffffffffffffc, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %r8
  jbe     label33; j label32
block32:
  jmp     label38
block34:
  jmp     label38
block36:
  jmp     label38
block38:
  movl $0x4, %r8d
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r9
  movq 0x90(%rsi), %r8
  testq %r8, %r8
  jnz     label39; j label40
block40:
  uninit  %rcx
  xorl %ecx, %ecx
  movl $0x4, %eax
  movq <offset:1>+0x108(%rsp), %r13
  leaq -0xf(%r13), %r13
  movq %r13, <offset:1>+0x108(%rsp)
  movq %r9, %rdx
  movq %rax, %rsi
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block41:
  movl $0x4, %edx
  movq <offset:1>+0x1b8(%rsp), %rcx
  movq %r9, %rsi
  call    User(userextname0)
  leaq -0x10000000(%rbx, %rsi), %r8
  jmp     label42
block43:
  movl $0x1, %ecx
  movl $0x80000000, %edx
  leaq (%rax, %rdx), %rdx
  movl $0x4, %eax
  movq <offset:1>+0x108(%rsp), %r13
  leaq -0xf(%r13), %r13
  movq %r13, <offset:1>+0x108(%rsp)
  movq %rax, %rsi
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block47:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r11, <offset:1>+0x160(%rsp)
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %rcx
  movl $0x344, %r14d
  movl $0x2, %r15d
  testl %ecx, %ecx
  jnz     label48; j label49
block48:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block49:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq 0x48(%rsi), %rcx
  movl $0x100000, %r8d
  cmpq %rcx, %r8
  movq %rcx, %rdx
  cmovlq %r8, %rdx
  movl $0x344, %r14d
  movl $0x1, %r15d
  testq %rdx, %rdx
  jnle    label51; j label50
block50:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block51:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq 0x68(%rsi), %r9
  movq %rdx, %r8
  negq %r8
  lock xaddq %r8, (%r9)
  movl $0x344, %r14d
  movl $0x6, %r15d
  cmpq %rdx, %r8
  jl      label52; j label53
block52:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block53:
  subq %rdx, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %rcx, 0x48(%rsi)
  movq <offset:1>+0x108(%rsp), %rcx
  leaq (%rcx, %rdx), %rcx
  movq %rcx, <offset:1>+0x108(%rsp)
  movq <offset:1>+0x160(%rsp), %r11
  jmp     label6
block62:
  movl $0x2, %ecx
  movl $0x80000000, %r9d
  leaq (%r8, %r9), %rdx
  movl $0x4, %eax
  movq %rax, %rsi
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block65:
  movl $0x3, %ecx
  movl $0x80000004, %eax
  leaq (%r8, %rax), %rdx
  movl $0x4, %eax
  movq %rax, %rsi
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block68:
  leaq -0x10000000(%rdx), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label70; j label69
block69:
  jmp     label75
block71:
  movq %rdx, %r8
  movq %rdx, %r15
  jmp     label88
block72:
  movzwq (%r12, %rax), %rax
  leal -0x10000000(%rdx), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label73; j label74
block73:
  movq %rdx, %r8
  movq %rdx, %r15
  jmp     label88
block74:
  jmp     label75
block75:
  movabsq $0xffffffff60000000, %rax
  leaq (%rdx, %rax), %r9
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %r9
  jbe     label77; j label76
block76:
  jmp     label79
block78:
  jmp     label79
block79:
  leaq -0x80000000(%rdx), %r9
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %r9
  jbe     label81; j label80
block80:
  movq %rdx, %r15
  jmp     label83
block82:
  movq %rdx, %r15
  jmp     label83
block83:
  movl $0x1, %r8d
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %r9
  testq %r9, %r9
  jnz     label84; j label85
block85:
  movl $0x4, %ecx
  movl $0x1, %eax
  movq %rax, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block88:
  movl $0x1, %edx
  movq <offset:1>+0x1b0(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0x10000000(%rbx, %rsi), %r9
  jmp     label90
block91:
  leaq -0xfffffff(%r15), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label93; j label92
block92:
  jmp     label98
block94:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label111
block95:
  movzwq (%r12, %rax), %rax
  leal -0xfffffff(%r15), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label96; j label97
block96:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label111
block97:
  jmp     label98
block98:
  movabsq $0xffffffff60000001, %rax
  leaq (%r15, %rax), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label100; j label99
block99:
  jmp     label102
block101:
  jmp     label102
block102:
  leaq -0x7fffffff(%r15), %rcx
  movq $0xffffffffffffffff, %rsi
  addq 0x38(%rdi), %rsi
  cmpq %rsi, %rcx
  jbe     label104; j label103
block103:
  jmp     label106
block105:
  jmp     label106
block106:
  movl $0x1, %r8d
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label107; j label108
block108:
  movl $0x5, %ecx
  movl $0x1, %eax
  movq %rax, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block111:
  movl $0x1, %edx
  movq <offset:1>+0x1a8(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xfffffff(%rbx, %r15), %rcx
  movq %rax, %r15
  jmp     label113
block114:
  leaq -0xffffffe(%r15), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label116; j label115
block115:
  jmp     label121
block117:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label134
block118:
  movzwq (%r12, %rax), %rax
  leal -0xffffffe(%r15), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label119; j label120
block119:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label134
block120:
  jmp     label121
block121:
  movabsq $0xffffffff60000002, %rax
  leaq (%r15, %rax), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label123; j label122
block122:
  jmp     label125
block124:
  jmp     label125
block125:
  leaq -0x7ffffffe(%r15), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label127; j label126
block126:
  jmp     label129
block128:
  jmp     label129
block129:
  movl $0x1, %r8d
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label130; j label131
block131:
  movl $0x6, %ecx
  movl $0x1, %eax
  movq %rax, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block134:
  movl $0x1, %edx
  movq <offset:1>+0x1a0(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xffffffe(%rbx, %r15), %rcx
  movq %rax, %r15
  jmp     label136
block137:
  leaq -0xffffffd(%r15), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label139; j label138
block138:
  jmp     label144
block140:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label157
block141:
  movzwq (%r12, %rax), %rax
  leal -0xffffffd(%r15), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label142; j label143
block142:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label157
block143:
  jmp     label144
block144:
  movabsq $0xffffffff60000003, %rsi
  leaq (%r15, %rsi), %rcx
  movq $0xffffffffffffffff, %rsi
  addq 0x90(%rdi), %rsi
  cmpq %rsi, %rcx
  jbe     label146; j label145
block145:
  jmp     label148
block147:
  jmp     label148
block148:
  leaq -0x7ffffffd(%r15), %rcx
  movq $0xffffffffffffffff, %r9
  addq 0x38(%rdi), %r9
  cmpq %r9, %rcx
  jbe     label150; j label149
block149:
  jmp     label152
block151:
  jmp     label152
block152:
  movl $0x1, %r8d
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label153; j label154
block154:
  movl $0x7, %ecx
  movl $0x1, %eax
  movq %rax, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block157:
  movl $0x1, %edx
  movq <offset:1>+0x198(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xffffffd(%rbx, %r15), %rcx
  movq %rax, %r15
  jmp     label159
block160:
  leaq -0xffffffc(%r15), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label162; j label161
block161:
  jmp     label167
block163:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label180
block164:
  movzwq (%r12, %rax), %rax
  leal -0xffffffc(%r15), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label165; j label166
block165:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label180
block166:
  jmp     label167
block167:
  movabsq $0xffffffff60000004, %rax
  leaq (%r15, %rax), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label169; j label168
block168:
  jmp     label171
block170:
  jmp     label171
block171:
  leaq -0x7ffffffc(%r15), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label173; j label172
block172:
  jmp     label175
block174:
  jmp     label175
block175:
  movl $0x1, %r8d
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label176; j label177
block177:
  movl $0x8, %ecx
  movl $0x1, %eax
  movq %rax, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block180:
  movl $0x1, %edx
  movq <offset:1>+0x190(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xffffffc(%rbx, %r15), %rcx
  movq %rax, %r15
  jmp     label182
block183:
  leaq -0xffffffb(%r15), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label185; j label184
block184:
  jmp     label190
block186:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label203
block187:
  movzwq (%r12, %rax), %rsi
  leal -0xffffffb(%r15), %r8d
  andl $0x7, %r8d
  shrxl %r8d, %esi, %esi
  andl $0x1, %esi
  cmpl $0x1, %esi
  jz      label188; j label189
block188:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label203
block189:
  jmp     label190
block190:
  movabsq $0xffffffff60000005, %r9
  leaq (%r15, %r9), %rcx
  movq $0xffffffffffffffff, %r8
  addq 0x90(%rdi), %r8
  cmpq %r8, %rcx
  jbe     label192; j label191
block191:
  jmp     label194
block193:
  jmp     label194
block194:
  leaq -0x7ffffffb(%r15), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label196; j label195
block195:
  jmp     label198
block197:
  jmp     label198
block198:
  movl $0x1, %r8d
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label199; j label200
block200:
  movl $0x9, %ecx
  movl $0x1, %eax
  movq %rax, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block203:
  movl $0x1, %edx
  movq <offset:1>+0x188(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xffffffb(%rbx, %r15), %rcx
  movq %rax, %r15
  jmp     label205
block206:
  leaq -0xffffffa(%r15), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label208; j label207
block207:
  jmp     label213
block209:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label226
block210:
  movzwq (%r12, %rax), %rax
  leal -0xffffffa(%r15), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label211; j label212
block211:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label226
block212:
  jmp     label213
block213:
  movabsq $0xffffffff60000006, %rax
  leaq (%r15, %rax), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label215; j label214
block214:
  jmp     label217
block216:
  jmp     label217
block217:
  leaq -0x7ffffffa(%r15), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label219; j label218
block218:
  jmp     label221
block220:
  jmp     label221
block221:
  movl $0x1, %r8d
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label222; j label223
block223:
  movl $0xa, %ecx
  movl $0x1, %eax
  movq %rax, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block226:
  movl $0x1, %edx
  movq <offset:1>+0x180(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xffffffa(%rbx, %r15), %rcx
  movq %rax, %r15
  jmp     label228
block229:
  leaq -0xffffff9(%r15), %r8
  leaq -1(%r13), %rsi
  cmpq %rsi, %r8
  jbe     label231; j label230
block230:
  jmp     label236
block232:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label249
block233:
  movzwq (%r12, %r8), %rax
  leal -0xffffff9(%r15), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label234; j label235
block234:
  movq %r15, %rax
  movq %rdx, %r8
  jmp     label249
block235:
  jmp     label236
block236:
  movabsq $0xffffffff60000007, %rax
  leaq (%r15, %rax), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label238; j label237
block237:
  jmp     label240
block239:
  jmp     label240
block240:
  leaq -0x7ffffff9(%r15), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label242; j label241
block241:
  jmp     label244
block243:
  jmp     label244
block244:
  movl $0x1, %r8d
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label245; j label246
block246:
  movl $0xb, %ecx
  movl $0x1, %eax
  movq %rax, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block249:
  movl $0x1, %edx
  movq <offset:1>+0x178(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xffffff9(%rbx, %r15), %rcx
  movq %rax, %r15
  jmp     label251
block254:
  jmp     label258
block256:
  jmp     label258
block258:
  leaq -0x10000000(%rax, %rcx, 4), %r8
  leaq -4(%r13), %rsi
  cmpq %rsi, %r8
  jbe     label260; j label259
block259:
  jmp     label268
block261:
  jmp     label265
block263:
  jmp     label265
block264:
  movq %rdx, %r9
  jmp     label286
block265:
  movzwq (%r12, %r8), %rsi
  leal -0x10000000(%rax, %rcx, 4), %r8d
  andl $0x7, %r8d
  shrxl %r8d, %esi, %esi
  andl $0xf, %esi
  cmpl $0xf, %esi
  sete %sil
  testq $0x3, %rdx
  sete %r8b
  testb %sil, %r8b
  jnz     label266; j label267
block266:
  movq %rdx, %r9
  jmp     label286
block267:
  jmp     label268
block268:
  movabsq $0xffffffff60000000, %rsi
  leaq (%rdx, %rsi), %r8
  movq $0xfffffffffffffffc, %rsi
  addq 0x90(%rdi), %rsi
  cmpq %rsi, %r8
  jbe     label270; j label269
block269:
  jmp     label275
block271:
  jmp     label275
block273:
  jmp     label275
block275:
  leaq -0x80000000(%rax, %rcx, 4), %r8
  movq $0xfffffffffffffffc, %r9
  addq 0x38(%rdi), %r9
  cmpq %r9, %r8
  jbe     label277; j label276
block276:
  jmp     label282
block278:
  jmp     label282
block280:
  jmp     label282
block282:
  movl $0x4, %r8d
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r9
  movq 0x90(%rsi), %r8
  testq %r8, %r8
  jnz     label283; j label284
block284:
  movl $0xc, %ecx
  movl $0x4, %eax
  movq <offset:1>+0x108(%rsp), %r13
  leaq -8(%r13), %r13
  movq %r13, <offset:1>+0x108(%rsp)
  movq %r9, %rdx
  movq %rax, %rsi
  movq <offset:1>+0xe8(%rsp), %r8
  jmp     label285
block286:
  movl $0x4, %edx
  movq <offset:1>+0x170(%rsp), %rcx
  movq %r9, %rsi
  call    User(userextname0)
  leaq -0x10000000(%rbx, %rsi), %r8
  jmp     label287
block288:
  movq %r14, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq 0x50(%rsi), %rax
  movzbq (%rax), %rax
  movl $0x811, %r14d
  movl $0x2, %r15d
  testl %eax, %eax
  jnz     label289; j label290
block289:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block290:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq 0x48(%rsi), %rax
  movl $0x100000, %edx
  cmpq %rax, %rdx
  movq %rax, %r9
  cmovlq %rdx, %r9
  movl $0x811, %r14d
  movl $0x1, %r15d
  testq %r9, %r9
  jnle    label292; j label291
block291:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block292:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq 0x68(%rsi), %rsi
  movq %r9, %rdx
  negq %rdx
  lock xaddq %rdx, (%rsi)
  movl $0x811, %r14d
  movl $0x6, %r15d
  cmpq %r9, %rdx
  jl      label293; j label294
block293:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block294:
  subq %r9, %rax
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %rax, 0x48(%rsi)
  movq <offset:1>+0x108(%rsp), %rax
  leaq (%rax, %r9), %rax
  movq %rax, <offset:1>+0x108(%rsp)
  movq %rcx, %r14
  movq <offset:1>+0x108(%rsp), %rcx
  jmp     label59
block295:
  movq <offset:1>+0xe8(%rsp), %rsi
  movl %r14d, 0x60(%rsi)
  movl %r15d, 0x64(%rsi)
  movl $0x4, %eax
  movq <offset:1>+0x108(%rsp), %r13
  jmp     label296
; 6912 bytes

