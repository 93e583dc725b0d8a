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
;   0x0093: 48 c7 84 24 d0 00 00 00 00 00 00 00 4c 8b 5f 48
;   0x00a3: 4c 89 9c 24 c8 01 00 00 48 8b 47 50 48 8b 47 58
;   0x00b3: 4c 8b 17 4c 89 94 24 c0 01 00 00 4c 8b 47 08 4c
;   0x00c3: 89 84 24 b8 01 00 00 48 8b 47 10 48 89 84 24 b0
;   0x00d3: 01 00 00 48 8b 5f 30 48 89 9c 24 a8 01 00 00 4c
;   0x00e3: 8b 4f 38 4c 89 8c 24 a0 01 00 00 48 8b 47 40 33
;   0x00f3: c0 48 89 84 24 08 01 00 00 48 89 d0 48 23 05 2a
;   0x0103: 1c 00 00 48 89 94 24 e0 00 00 00 48 69 c0 98 00
;   0x0113: 00 00 48 8d 14 06 48 89 b4 24 d8 00 00 00 48 89
;   0x0123: 94 24 98 01 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0129: 48 8d 4c 24 38 48 89 8c 24 90 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0136: 48 8d 4c 24 48 48 89 8c 24 88 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0143: 48 8d 4c 24 58 48 89 8c 24 80 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0150: 48 8d 4c 24 68 48 89 8c 24 78 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x015d: 48 8d 4c 24 78 48 89 8c 24 70 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x016a: 48 8d 8c 24 88 00 00 00 48 89 8c 24 68 01 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x017a: 48 8d 8c 24 98 00 00 00 48 89 8c 24 60 01 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x018a: 48 8d 8c 24 a8 00 00 00 48 89 8c 24 58 01 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x019a: 48 8d 8c 24 b8 00 00 00 48 89 8c 24 50 01 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x01aa: 48 8d 8c 24 c8 00 00 00 48 89 8c 24 48 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01ba: 48 3b f2 48 89 94 24 98 01 00 00 0f 84 fd 0c 00
;   0x01ca: 00
;   0x01cb: 8b 46 20 83 f8 ff 0f 85 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x01d7: 48 89 b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01df: e9 c0 0c 00 00
;   0x01e4: 48 8b 4e 40 4c 8b 76 08 48 89 b4 24 e8 00 00 00
;   0x01f4: 4c 89 b4 24 40 01 00 00 85 c0 0f 85 48 02 00 00
;   0x0204: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x0214: 00 48 c7 44 24 20 00 00 00 00 48 c7 44 24 30 00
;   0x0224: 00 00 00 4c 8d 49 f2 4c 89 8c 24 00 01 00 00 4c
;   0x0234: 8b ac 24 00 01 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x023b: 4d 85 ed 0f 8c 60 0e 00 00
; (no source location: register moves, constants, padding)
;   0x0244: 48 8b b4 24 c8 01 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x024c: 48 8b 4e 70
; line 26: ld.param.u64 %rd2, [sad8x8_ref];
;   0x0250: 48 8b 86 88 00 00 00 4c 8b b4 24 40 01 00 00 49
;   0x0260: 89 06
; line 27: ld.param.u64 %rd3, [sad8x8_out];
;   0x0262: 4c 8b 9e a0 00 00 00 4d 89 5e 08
; line 28: ld.param.u32 %r1, [sad8x8_w];
;   0x026d: 8b 96 b8 00 00 00 41 89 56 10
; line 30: cvta.to.global.u64 %rd2, %rd2;
;   0x0277: 49 89 06
; line 31: cvta.to.global.u64 %rd3, %rd3;
;   0x027a: 4d 89 5e 08 48 8b b4 24 e8 00 00 00
; line 32: mov.u32 %r2, %tid.x;
;   0x0286: 8b 46 10 41 89 46 18
; line 33: mov.u32 %r3, %tid.y;
;   0x028d: 8b 5e 14 41 89 5e 20
; line 34: mov.u32 %r4, %ctaid.x;
;   0x0294: 44 8b 5f 6c 45 89 5e 28
; line 35: mov.u32 %r5, %ctaid.y;
;   0x029c: 44 8b 67 70 45 89 66 30
; line 33: mov.u32 %r3, %tid.y;
;   0x02a4: 44 8b cb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02a7: 49 c1 e1 03
; line 36: mad.lo.u32 %r6, %r3, 8, %r2;
;   0x02ab: 41 03 c1 41 89 46 38
; line 38: @%p1 bra $L__loaded;
;   0x02b2: 83 f8 10 0f 82 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x02bb: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02c3: e9 2f 01 00 00
; (no source location: register moves, constants, padding)
;   0x02c8: 49 89 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02cb: 41 d1 ea
; line 42: add.u32 %r9, %r9, %r7;
;   0x02ce: 47 8d 24 e2
; line 46: mad.lo.u32 %r12, %r9, %r1, %r10;
;   0x02d2: 8b d2 4c 0f af e2
; line 49: ld.global.u32 %r13, [%rd5];
;   0x02d8: 4c 8b 74 24 38 4c 8b 7c 24 40 49 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02e5: 41 83 e1 01 41 c1 e1 02
; line 45: add.u32 %r10, %r10, %r11;
;   0x02ed: 47 8d 14 d9
; line 46: mad.lo.u32 %r12, %r9, %r1, %r10;
;   0x02f1: 47 8d 1c 14
; line 48: add.s64 %rd5, %rd1, %rd4;
;   0x02f5: 4a 8d 14 19 49 89 d2
; line 49: ld.global.u32 %r13, [%rd5];
;   0x02fc: 4d 2b d6 4d 3b d7 0f 83 48 0c 00 00
;   0x0308: 48 f7 c2 03 00 00 00 0f 85 3b 0c 00 00
; (no source location: register moves, constants, padding)
;   0x0315: 4c 8b 94 24 c0 01 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x031d: 49 8d 9c 12 00 00 00 f0 e9 98 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x032a: 49 c1 ef 03 4c 8b 94 24 b0 01 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0336: 4b 0f b6 34 3a 81 fe ff 00 00 00 0f 85 3b 0c 00
;   0x0346: 00
;   0x0347: 48 f7 c2 03 00 00 00 0f 85 2e 0c 00 00 e9 19 0c
;   0x0357: 00 00
;   0x0359: 4c 8b 8f 98 00 00 00 48 89 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0363: 48 c1 ee 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0367: 49 0f b6 34 31 81 fe ff 00 00 00 0f 85 74 0c 00
;   0x0377: 00
;   0x0378: 48 f7 c2 03 00 00 00 0f 85 67 0c 00 00
; (no source location: register moves, constants, padding)
;   0x0385: 48 8b b4 24 e8 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x038d: 48 03 1e e9 2d 00 00 00
;   0x0395: 48 8b 4f 40 48 89 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x039c: 48 c1 ee 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x03a0: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 57 0c 00
;   0x03b0: 00
;   0x03b1: 48 f7 c2 03 00 00 00 0f 85 4a 0c 00 00
;   0x03be: 48 03 5f 30
;   0x03c2: 8b 0b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03c4: c1 e0 02 48 8b 9c 24 a0 01 00 00 48 8d 53 bc
; line 53: st.shared.u32 [%r14], %r13;
;   0x03d3: 48 3b c2 0f 87 9e 0c 00 00
; (no source location: register moves, constants, padding)
;   0x03dc: 4c 8b bc 24 a8 01 00 00
; line 53: st.shared.u32 [%r14], %r13;
;   0x03e4: 41 89 0c 07
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03e8: 49 81 c5 f1 ff ff ff 48 8b b4 24 e8 00 00 00
; (no source location: register moves, constants, padding)
;   0x03f7: 48 8b b4 24 e8 00 00 00
; line 55: bar.sync 0;
;   0x03ff: 48 c7 46 78 00 00 00 00 4c 8b b4 24 40 01 00 00
;   0x040f: 41 c6 46 40 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0414: 49 8d 75 ff 4c 8b 84 24 e8 00 00 00
; line 55: bar.sync 0;
;   0x0420: 49 89 70 40 48 8b b4 24 e8 00 00 00 c7 46 20 01
;   0x0430: 00 00 00 c6 86 8d 00 00 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x043a: ba 01 00 00 00 48 89 94 24 08 01 00 00
; line 55: bar.sync 0;
;   0x0447: e9 58 0a 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x044c: 83 f8 01 0f 84 14 00 00 00
; (no source location: register moves, constants, padding)
;   0x0455: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x045d: c6 86 8d 00 00 00 00 e9 3b 0a 00 00
; (no source location: register moves, constants, padding)
;   0x0469: 4c 8b b4 24 40 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0471: 49 0f b6 46 40
; (no source location: register moves, constants, padding)
;   0x0476: 4c 8b b4 24 40 01 00 00
; line 56: add.u32 %r16, %r1, 8;
;   0x047e: 45 8b 5e 10
; line 57: shl.b32 %r17, %r4, 3;
;   0x0482: 41 8b 46 28
; line 58: add.u32 %r17, %r17, %r2;
;   0x0486: 41 8b 56 18
; line 59: shl.b32 %r18, %r5, 3;
;   0x048a: 41 8b 76 30
; line 60: add.u32 %r18, %r18, %r3;
;   0x048e: 45 8b 46 20 41 8d 34 f0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0496: 41 81 c3 08 00 00 00
; line 61: mad.lo.u32 %r19, %r18, %r16, %r17;
;   0x049d: 49 0f af f3 4c 89 9c 24 38 01 00 00
; line 63: add.s64 %rd7, %rd2, %rd6;
;   0x04a9: 4d 8b 1e
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04ac: 4c 8d a9 0e ff ff ff
; line 67: mov.u32 %r22, cblk;
;   0x04b3: 4d 85 ed 4c 89 ac 24 00 01 00 00 0f 8c 7a 17 00
;   0x04c3: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04c4: 45 33 c9 4c 89 8c 24 f0 00 00 00
; line 58: add.u32 %r17, %r17, %r2;
;   0x04cf: 8d 04 c2
; line 61: mad.lo.u32 %r19, %r18, %r16, %r17;
;   0x04d2: 03 c6
; line 63: add.s64 %rd7, %rd2, %rd6;
;   0x04d4: 49 03 c3 48 89 c2 4c 8b bc 24 f0 00 00 00 48 8b
;   0x04e4: 8c 24 f0 00 00 00 48 89 8c 24 f8 00 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x04f2: 41 8b c1 48 8b 8c 24 a0 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04fd: 48 81 c1 bc ff ff ff 48 3b c1 0f 96 c1 48 a9 03
;   0x050d: 00 00 00 40 0f 94 c6
; line 69: ld.shared.u32 %r23, [%r22];
;   0x0514: 40 84 ce 0f 84 43 0c 00 00
; (no source location: register moves, constants, padding)
;   0x051d: 48 8b 8c 24 a8 01 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x0525: 8b 0c 01 48 89 8c 24 30 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0530: 48 8d 48 04 48 8b b4 24 a0 01 00 00 48 81 c6 bc
;   0x0540: ff ff ff 48 3b ce 40 0f 96 c6 48 f7 c1 03 00 00
;   0x0550: 00 0f 94 c1
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x0554: 40 84 f1 0f 84 2e 0c 00 00
; (no source location: register moves, constants, padding)
;   0x055d: 48 8b 8c 24 a8 01 00 00
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x0565: 8b 4c 01 04 48 89 8c 24 28 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0571: 48 8b 44 24 48 48 8b 4c 24 50 48 89 d6 48 2b f0
;   0x0581: 48 3b f1 0f 82 85 00 00 00 e9 27 0c 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x058f: 48 c1 e8 03 4c 8b 94 24 b0 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x059b: 49 0f b6 0c 02 81 f9 ff 00 00 00 0f 84 2b 0c 00
;   0x05ab: 00 e9 2e 0c 00 00
;   0x05b1: 48 8b 87 98 00 00 00 4c 89 d9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05bb: 48 c1 e9 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05bf: 48 0f b6 04 08 3d ff 00 00 00 0f 84 2d 00 00 00
;   0x05cf: e9 5f 0c 00 00
;   0x05d4: 48 8b 4f 40 4c 89 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05db: 48 c1 ee 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05df: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 5e 0c 00
;   0x05ef: 00
; (no source location: register moves, constants, padding)
;   0x05f0: 49 89 d5
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05f3: 4c 03 5f 30 e9 2c 00 00 00
; (no source location: register moves, constants, padding)
;   0x05fc: 48 8b b4 24 e8 00 00 00 49 89 d5
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0607: 4c 03 1e e9 19 00 00 00
; (no source location: register moves, constants, padding)
;   0x060f: 48 89 d6 4c 8b 94 24 c0 01 00 00 49 89 d5 4c 89
;   0x061f: ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0620: 4d 8d 9c 32 00 00 00 f0
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0628: 49 0f b6 0b 48 89 8c 24 20 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0634: 48 8b 44 24 58 48 8b 4c 24 60 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0641: 48 8d 56 01 49 89 d0
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0648: 4c 2b c0 4c 3b c1 0f 82 80 00 00 00 e9 6e 0c 00
;   0x0658: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0659: 48 c1 e8 03 4c 8b 94 24 b0 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0665: 49 0f b6 0c 02 81 f9 ff 00 00 00 0f 84 75 0c 00
;   0x0675: 00 e9 78 0c 00 00
;   0x067b: 48 8b 8f 98 00 00 00 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0685: 49 c1 e8 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0689: 4a 0f b6 0c 01 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x0699: 00 e9 b5 0c 00 00
;   0x069f: 48 8b 4f 40 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06a6: 49 c1 e8 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x06aa: 4a 0f b6 0c 01 81 f9 ff 00 00 00 0f 85 ba 0c 00
;   0x06ba: 00
;   0x06bb: 48 03 47 30 e9 23 00 00 00
; (no source location: register moves, constants, padding)
;   0x06c4: 4c 8b 84 24 e8 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x06cc: 49 03 00 e9 13 00 00 00
; (no source location: register moves, constants, padding)
;   0x06d4: 48 8b 84 24 c0 01 00 00 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06df: 48 8d 84 30 01 00 00 f0
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x06e7: 48 0f b6 08 48 89 8c 24 18 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x06f3: 48 8b 44 24 68 48 8b 4c 24 70 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0700: 48 8d 56 02 49 89 d0
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0707: 4c 2b c0 4c 3b c1 0f 82 81 00 00 00 e9 d6 0c 00
;   0x0717: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0718: 48 c1 e8 03 4c 8b 94 24 b0 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0724: 49 0f b6 0c 02 81 f9 ff 00 00 00 0f 84 dd 0c 00
;   0x0734: 00 e9 e0 0c 00 00
;   0x073a: 48 8b 8f 98 00 00 00 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0744: 49 c1 e8 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0748: 4a 0f b6 0c 01 81 f9 ff 00 00 00 0f 84 2b 00 00
;   0x0758: 00 e9 1d 0d 00 00
;   0x075e: 4c 8b 4f 40 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0765: 49 c1 e8 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0769: 4f 0f b6 04 01 41 81 f8 ff 00 00 00 0f 85 21 0d
;   0x0779: 00 00
;   0x077b: 48 03 47 30 e9 23 00 00 00
; (no source location: register moves, constants, padding)
;   0x0784: 48 8b 8c 24 e8 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x078c: 48 03 01 e9 13 00 00 00
; (no source location: register moves, constants, padding)
;   0x0794: 48 8b 84 24 c0 01 00 00 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x079f: 48 8d 84 30 02 00 00 f0
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x07a7: 48 0f b6 08 48 89 8c 24 10 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07b3: 48 8b 44 24 78 48 8b 8c 24 80 00 00 00 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07c3: 48 8d 56 03 49 89 d0
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07ca: 4c 2b c0 4c 3b c1 0f 82 80 00 00 00 e9 3a 0d 00
;   0x07da: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07db: 48 c1 e8 03 4c 8b 94 24 b0 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07e7: 49 0f b6 0c 02 81 f9 ff 00 00 00 0f 84 41 0d 00
;   0x07f7: 00 e9 44 0d 00 00
;   0x07fd: 48 8b 8f 98 00 00 00 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0807: 49 c1 e8 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x080b: 4a 0f b6 0c 01 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x081b: 00 e9 81 0d 00 00
;   0x0821: 48 8b 4f 40 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0828: 49 c1 e8 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x082c: 4a 0f b6 0c 01 81 f9 ff 00 00 00 0f 85 86 0d 00
;   0x083c: 00
;   0x083d: 48 03 47 30 e9 23 00 00 00
; (no source location: register moves, constants, padding)
;   0x0846: 48 8b 8c 24 e8 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x084e: 48 03 01 e9 13 00 00 00
; (no source location: register moves, constants, padding)
;   0x0856: 48 8b 84 24 c0 01 00 00 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0861: 48 8d 84 30 03 00 00 f0
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0869: 4c 0f b6 18
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x086d: 48 8b 84 24 88 00 00 00 48 8b 8c 24 90 00 00 00
;   0x087d: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0880: 48 8d 56 04 49 89 d0
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0887: 4c 2b c0 4c 3b c1 0f 82 81 00 00 00 e9 a4 0d 00
;   0x0897: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0898: 48 c1 e8 03 4c 8b 94 24 b0 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x08a4: 49 0f b6 0c 02 81 f9 ff 00 00 00 0f 84 ab 0d 00
;   0x08b4: 00 e9 ae 0d 00 00
;   0x08ba: 4c 8b 8f 98 00 00 00 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08c4: 49 c1 e8 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x08c8: 4f 0f b6 04 01 41 81 f8 ff 00 00 00 0f 84 2a 00
;   0x08d8: 00 00 e9 eb 0d 00 00
;   0x08df: 48 8b 4f 40 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08e6: 49 c1 e8 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x08ea: 4a 0f b6 0c 01 81 f9 ff 00 00 00 0f 85 f0 0d 00
;   0x08fa: 00
;   0x08fb: 48 03 47 30 e9 23 00 00 00
; (no source location: register moves, constants, padding)
;   0x0904: 48 8b 8c 24 e8 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x090c: 48 03 01 e9 13 00 00 00
; (no source location: register moves, constants, padding)
;   0x0914: 48 8b 84 24 c0 01 00 00 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x091f: 48 8d 84 30 04 00 00 f0
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0927: 48 0f b6 18
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x092b: 48 8b 84 24 98 00 00 00 48 8b 8c 24 a0 00 00 00
;   0x093b: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x093e: 48 8d 56 05 49 89 d0
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0945: 4c 2b c0 4c 3b c1 0f 82 80 00 00 00 e9 0e 0e 00
;   0x0955: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0956: 48 c1 e8 03 4c 8b 94 24 b0 01 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0962: 49 0f b6 0c 02 81 f9 ff 00 00 00 0f 84 15 0e 00
;   0x0972: 00 e9 18 0e 00 00
;   0x0978: 48 8b 8f 98 00 00 00 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0982: 49 c1 e8 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0986: 4a 0f b6 0c 01 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x0996: 00 e9 55 0e 00 00
;   0x099c: 48 8b 4f 40 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09a3: 49 c1 e8 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x09a7: 4a 0f b6 0c 01 81 f9 ff 00 00 00 0f 85 5a 0e 00
;   0x09b7: 00
;   0x09b8: 48 03 47 30 e9 23 00 00 00
; (no source location: register moves, constants, padding)
;   0x09c1: 48 8b 8c 24 e8 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x09c9: 48 03 01 e9 13 00 00 00
; (no source location: register moves, constants, padding)
;   0x09d1: 48 8b 84 24 c0 01 00 00 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09dc: 48 8d 84 30 05 00 00 f0
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x09e4: 48 0f b6 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x09e8: 48 8b 8c 24 a8 00 00 00 4c 8b 8c 24 b0 00 00 00
;   0x09f8: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09fb: 48 8d 56 06 49 89 d0
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a02: 4c 2b c1 4d 3b c1 0f 82 83 00 00 00 e9 7b 0e 00
;   0x0a12: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a13: 48 c1 e9 03 4c 8b 94 24 b0 01 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a1f: 4d 0f b6 04 0a 41 81 f8 ff 00 00 00 0f 84 81 0e
;   0x0a2f: 00 00 e9 84 0e 00 00
;   0x0a36: 4c 8b 8f 98 00 00 00 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a40: 49 c1 e8 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a44: 4f 0f b6 04 01 41 81 f8 ff 00 00 00 0f 84 2b 00
;   0x0a54: 00 00 e9 c3 0e 00 00
;   0x0a5b: 4c 8b 4f 40 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a62: 49 c1 e8 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a66: 4f 0f b6 04 01 41 81 f8 ff 00 00 00 0f 85 c7 0e
;   0x0a76: 00 00
;   0x0a78: 48 03 4f 30 e9 23 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a81: 48 8b 94 24 e8 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a89: 48 03 0a e9 13 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a91: 48 8b 8c 24 c0 01 00 00 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a9c: 48 8d 8c 31 06 00 00 f0
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0aa4: 4c 0f b6 21
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0aa8: 48 8b 8c 24 b8 00 00 00 4c 8b 8c 24 c0 00 00 00
;   0x0ab8: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0abb: 48 8d 56 07 49 89 d0
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0ac2: 4c 2b c1 4d 3b c1 0f 82 96 00 00 00 e9 e8 0e 00
;   0x0ad2: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ad3: 48 c1 e9 03 4c 8b 94 24 b0 01 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0adf: 4d 0f b6 04 0a 41 81 f8 ff 00 00 00 0f 84 ee 0e
;   0x0aef: 00 00 e9 f1 0e 00 00
;   0x0af6: 4c 8b 8f 98 00 00 00 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b00: 49 c1 e8 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0b04: 4f 0f b6 04 01 41 81 f8 ff 00 00 00 0f 84 3b 00
;   0x0b14: 00 00 e9 2f 0f 00 00
;   0x0b1b: 4c 8b 4f 40 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b22: 49 c1 e8 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0b26: 4f 0f b6 04 01 41 81 f8 ff 00 00 00 0f 84 0d 00
;   0x0b36: 00 00 e9 2e 0f 00 00
; (no source location: register moves, constants, padding)
;   0x0b3d: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b40: e9 32 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0b45: 48 03 4f 30 4c 89 ee e9 26 00 00 00
; (no source location: register moves, constants, padding)
;   0x0b51: 4c 8b 84 24 e8 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0b59: 49 03 08 4c 89 ee e9 13 00 00 00
; (no source location: register moves, constants, padding)
;   0x0b64: 4c 89 ee 4c 8b 94 24 c0 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b6f: 49 8d 8c 32 07 00 00 f0
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0b77: 4c 0f b6 31
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b7b: 41 81 c7 01 00 00 00 4c 8b 8c 24 f0 00 00 00 41
;   0x0b8b: 81 c1 08 00 00 00 48 8b 8c 24 38 01 00 00 4c 89
;   0x0b9b: 8c 24 f0 00 00 00
; line 88: add.s64 %rd7, %rd7, %rd8;
;   0x0ba1: 48 8d 14 0e 48 8b b4 24 30 01 00 00
; line 85: vabsdiff4.u32.u32.u32.add %r20, %r23, %r29, %r20;
;   0x0bad: c5 f9 6e c6 48 8b b4 24 20 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0bb9: 40 0f b6 f6 4c 8b 84 24 18 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0bc5: 45 0f b6 e8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bc9: 41 c1 e5 08 41 81 e5 00 ff 00 00
; line 75: bfi.b32 %r29, %r26, %r25, 8, 8;
;   0x0bd4: 41 0b f5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bd7: 81 e6 ff ff 00 ff 4c 8b 84 24 10 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0be5: 45 0f b6 e8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0be9: 41 c1 e5 10 41 81 e5 00 00 ff 00
; line 76: bfi.b32 %r29, %r27, %r29, 16, 8;
;   0x0bf4: 41 0b f5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bf7: 81 e6 ff ff ff 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0bfd: 45 0f b6 db
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c01: 41 c1 e3 18 41 81 e3 00 00 00 ff
; line 77: bfi.b32 %r29, %r28, %r29, 24, 8;
;   0x0c0c: 41 0b f3
; line 85: vabsdiff4.u32.u32.u32.add %r20, %r23, %r29, %r20;
;   0x0c0f: c5 f9 6e ce c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0
;   0x0c1f: c4 e2 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5
;   0x0c2f: f9 c5 f0 00 0f bf f6 4c 8b 94 24 f8 00 00 00 41
;   0x0c3f: 03 f2 4c 8b 84 24 28 01 00 00
; line 86: vabsdiff4.u32.u32.u32.add %r20, %r24, %r30, %r20;
;   0x0c49: c4 c1 79 6e c0
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0c4e: 44 0f b6 db
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0c52: 0f b6 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c55: c1 e0 08 25 00 ff 00 00
; line 82: bfi.b32 %r30, %r26, %r25, 8, 8;
;   0x0c5d: 44 0b d8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c60: 41 81 e3 ff ff 00 ff
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0c67: 41 0f b6 c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c6b: c1 e0 10 25 00 00 ff 00
; line 83: bfi.b32 %r30, %r27, %r30, 16, 8;
;   0x0c73: 44 0b d8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c76: 41 81 e3 ff ff ff 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0c7d: 41 0f b6 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c81: c1 e0 18 25 00 00 00 ff
; line 84: bfi.b32 %r30, %r28, %r30, 24, 8;
;   0x0c89: 44 0b d8
; line 86: vabsdiff4.u32.u32.u32.add %r20, %r24, %r30, %r20;
;   0x0c8c: c4 c1 79 6e cb c5 f9 de d1 c5 f9 da c1 c5 e9 f8
;   0x0c9c: c0 c4 e2 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0
;   0x0cac: c5 f9 c5 c0 00 0f bf c0 44 8d 14 06
; line 91: @%p1 bra $L__row;
;   0x0cb8: 41 83 ff 08 0f 83 1d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0cc2: 4c 8b 8c 24 f0 00 00 00 4c 89 94 24 f8 00 00 00
;   0x0cd2: 48 89 8c 24 38 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cda: e9 13 f8 ff ff
; line 92: mov.u32 %r31, %nctaid.x;
;   0x0cdf: 44 8b 4f 78 4c 8b b4 24 40 01 00 00
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0ceb: 41 8b 76 30 8b ce
; line 92: mov.u32 %r31, %nctaid.x;
;   0x0cf1: 45 8b c9
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0cf4: 49 0f af c9 41 8b 56 28
; line 95: add.u32 %r32, %r32, %r6;
;   0x0cfc: 41 8b 46 38
; line 97: add.s64 %rd10, %rd3, %rd9;
;   0x0d00: 4d 8b 5e 08
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d04: 48 8b 9c 24 c8 00 00 00 4c 8b a4 24 d0 00 00 00
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0d14: 03 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d16: c1 e2 06
; line 95: add.u32 %r32, %r32, %r6;
;   0x0d19: 03 c2
; line 97: add.s64 %rd10, %rd3, %rd9;
;   0x0d1b: 49 8d 14 83 48 89 d6
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d22: 48 2b f3 49 3b f4 0f 83 b9 0d 00 00
;   0x0d2e: 48 f7 c2 03 00 00 00 0f 85 ac 0d 00 00
; (no source location: register moves, constants, padding)
;   0x0d3b: 48 8b 84 24 c0 01 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d43: 48 8d 8c 10 00 00 00 f0 4c 8b ac 24 00 01 00 00
;   0x0d53: e9 db 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d58: 48 c1 e9 03 4c 8b 84 24 b0 01 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d64: 49 0f b6 34 08 81 fe ff 00 00 00 0f 85 94 0d 00
;   0x0d74: 00
;   0x0d75: 48 f7 c2 03 00 00 00 0f 85 94 0d 00 00 e9 9c 0d
;   0x0d85: 00 00
;   0x0d87: 4c 8b 8f 98 00 00 00 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d91: 48 c1 ee 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d95: 49 0f b6 34 31 81 fe ff 00 00 00 0f 85 fc 0d 00
;   0x0da5: 00
;   0x0da6: 48 f7 c2 03 00 00 00 0f 85 ef 0d 00 00
; (no source location: register moves, constants, padding)
;   0x0db3: 48 8b b4 24 e8 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0dbb: 48 03 0e 4c 8b ac 24 00 01 00 00 e9 68 00 00 00
;   0x0dcb: 48 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0dd2: 48 c1 ee 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0dd6: 48 0f b6 04 30 3d ff 00 00 00 0f 85 d8 0d 00 00
;   0x0de6: 48 f7 c2 03 00 00 00 0f 85 cb 0d 00 00
;   0x0df3: 48 03 4f 30 4c 8b ac 24 00 01 00 00 e9 2f 00 00
;   0x0e03: 00
; (no source location: register moves, constants, padding)
;   0x0e04: 4c 8b ac 24 00 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e0c: e9 22 00 00 00
; (no source location: register moves, constants, padding)
;   0x0e11: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e19: 44 89 5e 24 48 89 4e 28 48 89 46 30 48 89 56 38
;   0x0e29: b8 02 00 00 00 e9 14 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0e33: 44 89 11
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e36: 33 c0 49 81 c5 f8 ff ff ff 48 8b b4 24 e8 00 00
;   0x0e46: 00
; (no source location: register moves, constants, padding)
;   0x0e47: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e4f: 4c 89 6e 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x0e5f: 00 00
;   0x0e61: 48 8b 9c 24 d0 01 00 00 4c 8b a4 24 d8 01 00 00
;   0x0e71: 4c 8b ac 24 e0 01 00 00 4c 8b b4 24 e8 01 00 00
;   0x0e81: 4c 8b bc 24 f0 01 00 00 48 81 c4 00 02 00 00 48
;   0x0e91: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0e95: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e9d: c7 46 20 ff ff ff ff
; (no source location: register moves, constants, padding)
;   0x0ea4: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0eac: 48 81 c6 98 00 00 00 48 89 b4 24 e8 00 00 00 48
;   0x0ebc: 8b 94 24 98 01 00 00 e9 f2 f2 ff ff
; (no source location: register moves, constants, padding)
;   0x0ec8: 48 8b 94 24 e0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ed0: 48 0f ba e2 3e 0f 92 c0 48 8b 8c 24 08 01 00 00
;   0x0ee0: 84 c8 0f 85 36 00 00 00
;   0x0ee8: 33 c0 48 8b 9c 24 d0 01 00 00 4c 8b a4 24 d8 01
;   0x0ef8: 00 00 4c 8b ac 24 e0 01 00 00 4c 8b b4 24 e8 01
;   0x0f08: 00 00 4c 8b bc 24 f0 01 00 00 48 81 c4 00 02 00
;   0x0f18: 00 48 89 ec 5d c3
;   0x0f1e: 48 89 c1 48 89 84 24 08 01 00 00 33 c1 48 89 84
;   0x0f2e: 24 08 01 00 00 48 89 94 24 e0 00 00 00 48 8b b4
;   0x0f3e: 24 d8 00 00 00 48 8b 94 24 98 01 00 00 e9 6a f2
;   0x0f4e: ff ff
;   0x0f50: 4e 8d bc 19 00 00 00 f0 4c 8b 8c 24 b8 01 00 00
;   0x0f60: 49 8d 71 fc
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f64: 4c 3b fe 0f 86 bd f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f6d: e9 55 00 00 00
; (no source location: register moves, constants, padding)
;   0x0f72: 48 89 d1 4c 89 94 24 b0 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f7d: e9 ce 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f82: 4f 0f b7 0c 3a 4c 89 94 24 b0 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f8f: 42 8d 9c 19 00 00 00 f0 83 e3 07
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f9a: c4 42 63 f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f9f: 41 83 e1 0f 41 83 f9 0f 41 0f 94 c1 48 f7 c2 03
;   0x0faf: 00 00 00 40 0f 94 c6
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0fb6: 44 84 ce 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0fbf: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fc2: e9 89 00 00 00
;   0x0fc7: 48 be 00 00 00 60 ff ff ff ff 48 8d 1c 32 49 c7
;   0x0fd7: c1 fc ff ff ff 4c 03 8f 90 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0fe3: 49 3b d9 0f 86 6d f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fec: 4a 8d 9c 19 00 00 00 80 48 c7 c1 fc ff ff ff 48
;   0x0ffc: 03 4f 38
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0fff: 48 3b d9 0f 86 8d f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1008: 41 b8 04 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1018: c1
; line 49: ld.global.u32 %r13, [%rd5];
;   0x1019: e8 00 00 00 00 48 89 d1 48 8b 9e 90 00 00 00 48
;   0x1029: 85 db 0f 85 91 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1031: 45 33 db b8 04 00 00 00 49 81 c5 f1 ff ff ff 48
;   0x1041: 89 c2 48 8b b4 24 e8 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x104b: e9 c1 fd ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1050: ba 04 00 00 00 48 89 ce 48 8b 8c 24 90 01 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x1060: e8 00 00 00 00 48 8b 8c 24 c0 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x106d: 48 8d 9c 31 00 00 00 f0
; line 49: ld.global.u32 %r13, [%rd5];
;   0x1075: e9 48 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x107a: 41 bb 01 00 00 00 b9 00 00 00 80 48 03 c8 b8 04
;   0x108a: 00 00 00 49 81 c5 f1 ff ff ff 48 89 c2 48 8b b4
;   0x109a: 24 e8 00 00 00
; line 53: st.shared.u32 [%r14], %r13;
;   0x109f: e9 6d fd ff ff
; (no source location: register moves, constants, padding)
;   0x10a4: 48 8b b4 24 e8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x10ac: 4c 8b 4e 50 4d 0f b6 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10b4: bb 44 03 00 00 41 bc 02 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x10bf: 45 85 c9 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x10c8: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10d0: e9 3f 0c 00 00
; (no source location: register moves, constants, padding)
;   0x10d5: 48 8b b4 24 e8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x10dd: 48 8b 56 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10e1: b9 00 00 10 00 48 3b ca 48 89 d0 48 0f 4c c1 bb
;   0x10f1: 44 03 00 00 41 bc 01 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x10fb: 48 85 c0 0f 8f 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1104: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x110c: e9 03 0c 00 00
; (no source location: register moves, constants, padding)
;   0x1111: 48 8b b4 24 e8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x1119: 4c 8b 4e 68 48 89 c1 48 f7 d9 f0 49 0f c1 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1128: bb 44 03 00 00 41 bc 06 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x1133: 48 3b c8 0f 8d 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x113c: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1144: e9 cb 0b 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x1149: 48 2b d0 48 8b b4 24 e8 00 00 00 48 89 56 48 4c
;   0x1159: 03 e8 e9 db f0 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1160: 41 bb 02 00 00 00 b9 00 00 00 80 48 03 c8 b8 04
;   0x1170: 00 00 00 48 89 c2 48 8b b4 24 e8 00 00 00 4c 8b
;   0x1180: ac 24 00 01 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x1186: e9 86 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x118b: 41 bb 03 00 00 00 b9 04 00 00 80 48 03 c8 b8 04
;   0x119b: 00 00 00 48 89 c2 48 8b b4 24 e8 00 00 00 4c 8b
;   0x11ab: ac 24 00 01 00 00
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x11b1: e9 5b fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11b6: 48 8d 82 00 00 00 f0 4c 8b 8c 24 b8 01 00 00 49
;   0x11c6: 8d 49 ff
; line 71: ld.global.u8 %r25, [%rd7];
;   0x11c9: 48 3b c1 0f 86 bd f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11d2: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x11d7: 49 89 d5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11da: e9 be 00 00 00
; (no source location: register moves, constants, padding)
;   0x11df: 4c 8b 94 24 b0 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x11e7: 49 0f b7 04 02
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11ec: 8d 8a 00 00 00 f0 83 e1 07
; line 71: ld.global.u8 %r25, [%rd7];
;   0x11f5: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11fa: 83 e0 01
; line 71: ld.global.u8 %r25, [%rd7];
;   0x11fd: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x1206: 49 89 d5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1209: e9 8f 00 00 00
;   0x120e: 48 b8 00 00 00 60 ff ff ff ff 4c 8d 1c 02 48 c7
;   0x121e: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x122a: 4c 3b d8 0f 86 7e f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1233: 4c 8d 9a 00 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x1243: 47 38
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1245: 4c 3b d8 0f 86 86 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x124e: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x125e: c1
; line 71: ld.global.u8 %r25, [%rd7];
;   0x125f: e8 00 00 00 00 49 89 d5 4c 8b 9e 90 00 00 00 4d
;   0x126f: 85 db 0f 85 b1 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1277: 41 bb 04 00 00 00 b8 01 00 00 00 48 8b b4 24 e8
;   0x1287: 00 00 00 48 89 c2 4c 89 e9 4c 8b ac 24 00 01 00
;   0x1297: 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1298: e9 74 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x129d: ba 01 00 00 00 48 8b 8c 24 88 01 00 00 4c 89 ee
; line 71: ld.global.u8 %r25, [%rd7];
;   0x12ad: e8 00 00 00 00 4c 8b 84 24 c0 01 00 00 4d 8d 9c
;   0x12bd: 30 00 00 00 f0 e9 61 f3 ff ff
; (no source location: register moves, constants, padding)
;   0x12c7: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12ca: 48 8d 86 01 00 00 f0 4c 8b 8c 24 b8 01 00 00 49
;   0x12da: 8d 49 ff
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x12dd: 48 3b c1 0f 86 73 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12e6: e9 3a 00 00 00
; (no source location: register moves, constants, padding)
;   0x12eb: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12ee: e9 ce 00 00 00
; (no source location: register moves, constants, padding)
;   0x12f3: 4c 8b 94 24 b0 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x12fb: 49 0f b7 04 02 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1303: 8d 8e 01 00 00 f0 83 e1 07
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x130c: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1311: 83 e0 01
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1314: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x131d: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1320: e9 9c 00 00 00
;   0x1325: 48 b8 01 00 00 60 ff ff ff ff 4c 89 ee 48 03 c6
;   0x1335: 48 c7 c1 ff ff ff ff 48 03 8f 90 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1343: 48 3b c1 0f 86 2f f3 ff ff
; (no source location: register moves, constants, padding)
;   0x134c: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x134f: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x1354: 4c 89 ee 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x135a: 48 8d 86 01 00 00 80 48 c7 c1 ff ff ff ff 48 03
;   0x136a: 4f 38
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x136c: 48 3b c1 0f 86 2a f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1375: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1385: c1
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1386: e8 00 00 00 00 48 89 d1 48 8b 86 90 00 00 00 48
;   0x1396: 85 c0 0f 85 49 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x139e: 41 bb 05 00 00 00 b8 01 00 00 00 48 89 c2 48 8b
;   0x13ae: b4 24 e8 00 00 00 4c 8b ac 24 00 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x13bc: e9 50 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13c1: ba 01 00 00 00 48 89 ce 48 8b 8c 24 80 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x13d1: e8 00 00 00 00 48 8b 84 24 c0 01 00 00 4c 89 ee
;   0x13e1: 48 8d 84 30 01 00 00 f0 e9 f9 f2 ff ff
; (no source location: register moves, constants, padding)
;   0x13ee: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13f1: 48 8d 86 02 00 00 f0 4c 8b 8c 24 b8 01 00 00 49
;   0x1401: 8d 49 ff
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1404: 48 3b c1 0f 86 0b f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x140d: e9 3a 00 00 00
; (no source location: register moves, constants, padding)
;   0x1412: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1415: e9 ce 00 00 00
; (no source location: register moves, constants, padding)
;   0x141a: 4c 8b 94 24 b0 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1422: 49 0f b7 04 02 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x142a: 8d 8e 02 00 00 f0 83 e1 07
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1433: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1438: 83 e0 01
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x143b: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x1444: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1447: e9 9c 00 00 00
;   0x144c: 48 b8 02 00 00 60 ff ff ff ff 4c 89 ee 48 03 c6
;   0x145c: 48 c7 c1 ff ff ff ff 48 03 8f 90 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x146a: 48 3b c1 0f 86 c7 f2 ff ff
; (no source location: register moves, constants, padding)
;   0x1473: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1476: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x147b: 4c 89 ee 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1481: 48 8d 86 02 00 00 80 49 c7 c1 ff ff ff ff 4c 03
;   0x1491: 4f 38
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1493: 49 3b c1 0f 86 c2 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x149c: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x14ac: c1
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x14ad: e8 00 00 00 00 48 89 d1 48 8b 86 90 00 00 00 48
;   0x14bd: 85 c0 0f 85 e2 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14c5: 41 bb 06 00 00 00 b8 01 00 00 00 48 89 c2 48 8b
;   0x14d5: b4 24 e8 00 00 00 4c 8b ac 24 00 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x14e3: e9 29 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14e8: ba 01 00 00 00 48 89 ce 48 8b 8c 24 78 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x14f8: e8 00 00 00 00 48 8b 84 24 c0 01 00 00 4c 89 ee
;   0x1508: 48 8d 84 30 02 00 00 f0 e9 92 f2 ff ff
; (no source location: register moves, constants, padding)
;   0x1515: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1518: 48 8d 86 03 00 00 f0 4c 8b 8c 24 b8 01 00 00 49
;   0x1528: 8d 49 ff
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x152b: 48 3b c1 0f 86 a7 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1534: e9 3a 00 00 00
; (no source location: register moves, constants, padding)
;   0x1539: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x153c: e9 ce 00 00 00
; (no source location: register moves, constants, padding)
;   0x1541: 4c 8b 94 24 b0 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1549: 49 0f b7 04 02 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1551: 8d 8e 03 00 00 f0 83 e1 07
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x155a: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x155f: 83 e0 01
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1562: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x156b: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x156e: e9 9c 00 00 00
;   0x1573: 48 b8 03 00 00 60 ff ff ff ff 4c 89 ee 48 03 c6
;   0x1583: 48 c7 c1 ff ff ff ff 48 03 8f 90 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1591: 48 3b c1 0f 86 63 f2 ff ff
; (no source location: register moves, constants, padding)
;   0x159a: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x159d: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x15a2: 4c 89 ee 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15a8: 48 8d 86 03 00 00 80 48 c7 c1 ff ff ff ff 48 03
;   0x15b8: 4f 38
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x15ba: 48 3b c1 0f 86 5e f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15c3: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x15d3: c1
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x15d4: e8 00 00 00 00 48 89 d1 48 8b 86 90 00 00 00 48
;   0x15e4: 85 c0 0f 85 7d f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15ec: 41 bb 07 00 00 00 b8 01 00 00 00 48 89 c2 48 8b
;   0x15fc: b4 24 e8 00 00 00 4c 8b ac 24 00 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x160a: e9 02 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x160f: ba 01 00 00 00 48 89 ce 48 8b 8c 24 70 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x161f: e8 00 00 00 00 48 8b 84 24 c0 01 00 00 4c 89 ee
;   0x162f: 48 8d 84 30 03 00 00 f0 e9 2d f2 ff ff
; (no source location: register moves, constants, padding)
;   0x163c: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x163f: 48 8d 86 04 00 00 f0 4c 8b 8c 24 b8 01 00 00 49
;   0x164f: 8d 49 ff
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1652: 48 3b c1 0f 86 3d f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x165b: e9 3a 00 00 00
; (no source location: register moves, constants, padding)
;   0x1660: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1663: e9 cf 00 00 00
; (no source location: register moves, constants, padding)
;   0x1668: 4c 8b 94 24 b0 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1670: 49 0f b7 04 02 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1678: 8d 8e 04 00 00 f0 83 e1 07
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1681: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1686: 83 e0 01
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1689: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x1692: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1695: e9 9d 00 00 00
;   0x169a: 49 b8 04 00 00 60 ff ff ff ff 4c 89 ee 4a 8d 04
;   0x16aa: 06 48 c7 c1 ff ff ff ff 48 03 8f 90 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x16b9: 48 3b c1 0f 86 f8 f1 ff ff
; (no source location: register moves, constants, padding)
;   0x16c2: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16c5: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x16ca: 4c 89 ee 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16d0: 48 8d 86 04 00 00 80 49 c7 c1 ff ff ff ff 4c 03
;   0x16e0: 4f 38
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x16e2: 49 3b c1 0f 86 f4 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16eb: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x16fb: c1
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x16fc: e8 00 00 00 00 48 89 d1 48 8b 86 90 00 00 00 48
;   0x170c: 85 c0 0f 85 13 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1714: 41 bb 08 00 00 00 b8 01 00 00 00 48 89 c2 48 8b
;   0x1724: b4 24 e8 00 00 00 4c 8b ac 24 00 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1732: e9 da f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1737: ba 01 00 00 00 48 89 ce 48 8b 8c 24 68 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1747: e8 00 00 00 00 48 8b 84 24 c0 01 00 00 4c 89 ee
;   0x1757: 48 8d 84 30 04 00 00 f0 e9 c3 f1 ff ff
; (no source location: register moves, constants, padding)
;   0x1764: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1767: 48 8d 86 05 00 00 f0 4c 8b 8c 24 b8 01 00 00 49
;   0x1777: 8d 49 ff
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x177a: 48 3b c1 0f 86 d3 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1783: e9 3a 00 00 00
; (no source location: register moves, constants, padding)
;   0x1788: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x178b: e9 d1 00 00 00
; (no source location: register moves, constants, padding)
;   0x1790: 4c 8b 94 24 b0 01 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1798: 49 0f b7 04 02 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17a0: 8d 8e 05 00 00 f0 83 e1 07
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x17a9: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17ae: 83 e0 01
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x17b1: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x17ba: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17bd: e9 9f 00 00 00
;   0x17c2: 48 b8 05 00 00 60 ff ff ff ff 4c 89 ee 48 03 c6
;   0x17d2: 48 c7 c1 ff ff ff ff 48 03 8f 90 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x17e0: 48 3b c1 0f 86 8f f1 ff ff
; (no source location: register moves, constants, padding)
;   0x17e9: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17ec: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x17f1: 4c 89 ee 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17f7: 48 8d 86 05 00 00 80 48 c7 c1 ff ff ff ff 48 03
;   0x1807: 4f 38
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1809: 48 3b c1 0f 86 8a f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1812: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1822: c1
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1823: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x1833: 85 c0 0f 85 a9 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x183b: 41 bb 09 00 00 00 b8 01 00 00 00 4c 89 c1 48 89
;   0x184b: c2 48 8b b4 24 e8 00 00 00 4c 8b ac 24 00 01 00
;   0x185b: 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x185c: e9 b0 f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1861: ba 01 00 00 00 48 8b 8c 24 60 01 00 00 4c 89 c6
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1871: e8 00 00 00 00 48 8b 84 24 c0 01 00 00 4c 89 ee
;   0x1881: 48 8d 84 30 05 00 00 f0 e9 56 f1 ff ff
; (no source location: register moves, constants, padding)
;   0x188e: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1891: 48 8d 8e 06 00 00 f0 4c 8b 8c 24 b8 01 00 00 4d
;   0x18a1: 8d 41 ff
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x18a4: 49 3b c8 0f 86 66 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18ad: e9 3c 00 00 00
; (no source location: register moves, constants, padding)
;   0x18b2: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18b5: e9 d4 00 00 00
; (no source location: register moves, constants, padding)
;   0x18ba: 4c 8b 94 24 b0 01 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x18c2: 4d 0f b7 0c 0a 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18ca: 8d 8e 06 00 00 f0 83 e1 07
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x18d3: c4 42 73 f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18d8: 41 83 e1 01
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x18dc: 41 83 f9 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x18e6: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18e9: e9 a0 00 00 00
;   0x18ee: 49 b8 06 00 00 60 ff ff ff ff 4c 89 ee 4a 8d 0c
;   0x18fe: 06 49 c7 c1 ff ff ff ff 4c 03 8f 90 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x190d: 49 3b c9 0f 86 20 f1 ff ff
; (no source location: register moves, constants, padding)
;   0x1916: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1919: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x191e: 4c 89 ee 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1924: 48 8d 8e 06 00 00 80 49 c7 c1 ff ff ff ff 4c 03
;   0x1934: 4f 38
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1936: 49 3b c9 0f 86 1c f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x193f: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x194f: c1
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1950: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x1960: 85 c9 0f 85 3c f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1968: 41 bb 0a 00 00 00 b8 01 00 00 00 4c 89 c1 48 89
;   0x1978: c2 48 8b b4 24 e8 00 00 00 4c 8b ac 24 00 01 00
;   0x1988: 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1989: e9 83 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x198e: ba 01 00 00 00 48 8b 8c 24 58 01 00 00 4c 89 c6
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x199e: e8 00 00 00 00 4c 89 ee 48 8b 8c 24 c0 01 00 00
;   0x19ae: 48 8d 8c 31 06 00 00 f0 e9 e9 f0 ff ff
; (no source location: register moves, constants, padding)
;   0x19bb: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19be: 48 8d 8e 07 00 00 f0 4c 8b 8c 24 b8 01 00 00 4d
;   0x19ce: 8d 41 ff
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x19d1: 49 3b c8 0f 86 f9 f0 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19da: e9 3c 00 00 00
; (no source location: register moves, constants, padding)
;   0x19df: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19e2: e9 d3 00 00 00
; (no source location: register moves, constants, padding)
;   0x19e7: 4c 8b 94 24 b0 01 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x19ef: 49 0f b7 0c 0a 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19f7: 44 8d 8e 07 00 00 f0 41 83 e1 07
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1a02: c4 e2 33 f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a07: 83 e1 01
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1a0a: 83 f9 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a13: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a16: e9 9f 00 00 00
;   0x1a1b: 48 b9 07 00 00 60 ff ff ff ff 4c 89 ee 48 03 ce
;   0x1a2b: 49 c7 c1 ff ff ff ff 4c 03 8f 90 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1a39: 49 3b c9 0f 86 b4 f0 ff ff
; (no source location: register moves, constants, padding)
;   0x1a42: 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a45: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a4a: 4c 89 ee 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a50: 48 8d 8e 07 00 00 80 49 c7 c1 ff ff ff ff 4c 03
;   0x1a60: 4f 38
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1a62: 49 3b c9 0f 86 b0 f0 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a6b: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1a7b: c1
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1a7c: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x1a8c: 85 c9 0f 85 a9 f0 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a94: 41 bb 0b 00 00 00 b8 01 00 00 00 4c 89 c1 48 89
;   0x1aa4: c2 48 8b b4 24 e8 00 00 00 4c 8b ac 24 00 01 00
;   0x1ab4: 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1ab5: e9 57 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1aba: ba 01 00 00 00 48 8b 8c 24 50 01 00 00 4c 89 c6
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1aca: e8 00 00 00 00 4c 89 ee 4c 8b 84 24 c0 01 00 00
;   0x1ada: 49 8d 8c 30 07 00 00 f0 e9 90 f0 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1ae7: 49 8d 8c 83 00 00 00 f0 4c 8b 8c 24 b8 01 00 00
;   0x1af7: 49 8d 71 fc
; line 98: st.global.u32 [%rd10], %r20;
;   0x1afb: 48 3b ce 0f 86 54 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b04: e9 75 00 00 00
; (no source location: register moves, constants, padding)
;   0x1b09: 48 8b b4 24 b0 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b11: e9 1d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1b16: 48 8b b4 24 b0 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b1e: e9 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x1b23: 49 89 d0 4c 8b ac 24 00 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b2e: e9 e1 00 00 00
; (no source location: register moves, constants, padding)
;   0x1b33: 48 8b b4 24 b0 01 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x1b3b: 48 0f b7 0c 0e
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b40: 45 8d 8c 83 00 00 00 f0 41 83 e1 07
; line 98: st.global.u32 [%rd10], %r20;
;   0x1b4c: c4 e2 33 f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b51: 83 e1 0f 83 f9 0f 0f 94 c1 48 f7 c2 03 00 00 00
;   0x1b61: 40 0f 94 c6
; line 98: st.global.u32 [%rd10], %r20;
;   0x1b65: 40 84 ce 0f 84 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x1b6e: 49 89 d0 4c 8b ac 24 00 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b79: e9 96 00 00 00
;   0x1b7e: 48 b9 00 00 00 60 ff ff ff ff 48 03 ca 49 c7 c1
;   0x1b8e: fc ff ff ff 4c 03 8f 90 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x1b99: 49 3b c9 0f 86 e5 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1ba2: 49 8d 8c 83 00 00 00 80 48 c7 c0 fc ff ff ff 48
;   0x1bb2: 03 47 38
; line 98: st.global.u32 [%rd10], %r20;
;   0x1bb5: 48 3b c8 0f 86 0d f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1bbe: 41 b8 04 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1bce: c1
; line 98: st.global.u32 [%rd10], %r20;
;   0x1bcf: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x1bdf: 85 c9 0f 85 1d f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1be7: 41 bb 0c 00 00 00 b8 04 00 00 00 4c 8b ac 24 00
;   0x1bf7: 01 00 00 49 81 c5 f8 ff ff ff 4c 89 c1 48 89 c2
;   0x1c07: 48 8b b4 24 e8 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x1c0f: e9 fd f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1c14: ba 04 00 00 00 48 8b 8c 24 48 01 00 00 4c 89 c6
; line 98: st.global.u32 [%rd10], %r20;
;   0x1c24: e8 00 00 00 00 48 8b 84 24 c0 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1c31: 48 8d 8c 30 00 00 00 f0
; line 98: st.global.u32 [%rd10], %r20;
;   0x1c39: e9 f5 f1 ff ff
; (no source location: register moves, constants, padding)
;   0x1c3e: 48 8b 8c 24 38 01 00 00 4c 8b 84 24 e8 00 00 00
;   0x1c4e: 4c 8b ac 24 00 01 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1c56: 4d 8b 40 50 4d 0f b6 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1c5e: bb 11 08 00 00 41 bc 02 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1c69: 45 85 c9 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1c72: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1c7a: e9 95 00 00 00
; (no source location: register moves, constants, padding)
;   0x1c7f: 4c 8b 84 24 e8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1c87: 4d 8b 70 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1c8b: 41 b9 00 00 10 00 4d 3b ce 4d 89 f7 4d 0f 4c f9
;   0x1c9b: bb 11 08 00 00 41 bc 01 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1ca6: 4d 85 ff 0f 8f 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1caf: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1cb7: e9 58 00 00 00
; (no source location: register moves, constants, padding)
;   0x1cbc: 4c 8b 84 24 e8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1cc4: 4d 8b 60 68 4d 89 f9 49 f7 d9 f0 4d 0f c1 0c 24
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1cd4: bb 11 08 00 00 41 bc 06 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1cdf: 4d 3b cf 0f 8d 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1ce8: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1cf0: e9 1f 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1cf5: 4d 2b f7 4c 8b 84 24 e8 00 00 00 4d 89 70 48 4d
;   0x1d05: 03 ef 48 89 8c 24 38 01 00 00 e9 9f e7 ff ff
; (no source location: register moves, constants, padding)
;   0x1d14: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1d1c: 89 5e 60 44 89 66 64 b8 04 00 00 00 e9 1a f1 ff
;   0x1d2c: ff
; (no source location: register moves, constants, padding)
;   0x1d2d: 00 00 00 ff ff ff ff ff ff ff 3f
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
  movq 0x48(%rdi), %r11
  movq %r11, <offset:1>+0x1c8(%rsp)
  movq 0x50(%rdi), %rax
  movq 0x58(%rdi), %rax
  movq (%rdi), %r10
  movq %r10, <offset:1>+0x1c0(%rsp)
  movq 8(%rdi), %r8
  movq %r8, <offset:1>+0x1b8(%rsp)
  movq 0x10(%rdi), %rax
  movq %rax, <offset:1>+0x1b0(%rsp)
  movq 0x30(%rdi), %rbx
  movq %rbx, <offset:1>+0x1a8(%rsp)
  movq 0x38(%rdi), %r9
  movq %r9, <offset:1>+0x1a0(%rsp)
  movq 0x40(%rdi), %rax
  uninit  %rax
  xorl %eax, %eax
  movq %rax, <offset:1>+0x108(%rsp)
  movq %rdx, %rax
  andq (%rip), %rax
  movq %rdx, <offset:1>+0xe0(%rsp)
  imulq $0x98, %rax, %rax
  leaq (%rsi, %rax), %rdx
  movq %rsi, <offset:1>+0xd8(%rsp)
  movq %rdx, <offset:1>+0x198(%rsp)
  leaq <offset:1>+0x38(%rsp), %rcx
  movq %rcx, <offset:1>+0x190(%rsp)
  leaq <offset:1>+0x48(%rsp), %rcx
  movq %rcx, <offset:1>+0x188(%rsp)
  leaq <offset:1>+0x58(%rsp), %rcx
  movq %rcx, <offset:1>+0x180(%rsp)
  leaq <offset:1>+0x68(%rsp), %rcx
  movq %rcx, <offset:1>+0x178(%rsp)
  leaq <offset:1>+0x78(%rsp), %rcx
  movq %rcx, <offset:1>+0x170(%rsp)
  leaq <offset:1>+0x88(%rsp), %rcx
  movq %rcx, <offset:1>+0x168(%rsp)
  leaq <offset:1>+0x98(%rsp), %rcx
  movq %rcx, <offset:1>+0x160(%rsp)
  leaq <offset:1>+0xa8(%rsp), %rcx
  movq %rcx, <offset:1>+0x158(%rsp)
  leaq <offset:1>+0xb8(%rsp), %rcx
  movq %rcx, <offset:1>+0x150(%rsp)
  leaq <offset:1>+0xc8(%rsp), %rcx
  movq %rcx, <offset:1>+0x148(%rsp)
  jmp     label1
block1:
  cmpq %rdx, %rsi
  movq %rdx, <offset:1>+0x198(%rsp)
  jz      label300; j label2
block2:
  movl 0x20(%rsi), %eax
  cmpl $0xffffffff, %eax
  jz      label3; j label4
block3:
  movq %rsi, <offset:1>+0xe8(%rsp)
  jmp     label299
block4:
  movq 0x40(%rsi), %rcx
  movq 8(%rsi), %r14
  movq %rsi, <offset:1>+0xe8(%rsp)
  movq %r14, <offset:1>+0x140(%rsp)
  testl %eax, %eax
  jnz     label54; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  movq $0x0, <offset:1>+0x30(%rsp)
  leaq -0xe(%rcx), %r9
  movq %r9, <offset:1>+0x100(%rsp)
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label6
block6:
  testq %r13, %r13
  jl      label47; j label7
block7:
  movq <offset:1>+0x1c8(%rsp), %rsi
  movq 0x70(%rsi), %rcx
  movq 0x88(%rsi), %rax
  movq <offset:1>+0x140(%rsp), %r14
  movq %rax, (%r14)
  movq 0xa0(%rsi), %r11
  movq %r11, 8(%r14)
  movl 0xb8(%rsi), %edx
  movl %edx, 0x10(%r14)
  movq %rax, (%r14)
  movq %r11, 8(%r14)
  movq <offset:1>+0xe8(%rsp), %rsi
  movl 0x10(%rsi), %eax
  movl %eax, 0x18(%r14)
  movl 0x14(%rsi), %ebx
  movl %ebx, 0x20(%r14)
  movl 0x6c(%rdi), %r11d
  movl %r11d, 0x28(%r14)
  movl 0x70(%rdi), %r12d
  movl %r12d, 0x30(%r14)
  movl %ebx, %r9d
  shlq $0x3, %r9
  leal (%r9, %rax), %eax
  movl %eax, 0x38(%r14)
  cmpl $0x10, %eax
  jnb     label8; j label9
block8:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label46
block9:
  movq %rax, %r10
  shrl $1, %r10d
  leal (%r10, %r12, 8), %r12d
  movl %edx, %edx
  imulq %rdx, %r12
  movq <offset:1>+0x38(%rsp), %r14
  movq <offset:1>+0x40(%rsp), %r15
  movq %rax, %r9
  andl $0x1, %r9d
  shll $0x2, %r9d
  leal (%r9, %r11, 8), %r10d
  leal (%r12, %r10), %r11d
  leaq (%rcx, %r11), %rdx
  movq %rdx, %r10
  subq %r14, %r10
  cmpq %r15, %r10
  jb      label11; j label10
block11:
  testq $0x3, %rdx
  jnz     label12; j label13
block13:
  movq <offset:1>+0x1c0(%rsp), %r10
  leaq -0x10000000(%r10, %rdx), %rbx
  jmp     label42
block16:
  shrq $0x3, %r15
  movq <offset:1>+0x1b0(%rsp), %r10
  movzbq (%r10, %r15), %rsi
  cmpl $0xff, %esi
  jz      label18; j label17
block18:
  testq $0x3, %rdx
  jnz     label19; j label20
block26:
  movq 0x98(%rdi), %r9
  movq %rbx, %rsi
  shrq $0x3, %rsi
  movzbq (%r9, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label28; j label27
block28:
  testq $0x3, %rdx
  jnz     label29; j label30
block30:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %rbx
  jmp     label42
block33:
  movq 0x40(%rdi), %rcx
  movq %rbx, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label35; j label34
block35:
  testq $0x3, %rdx
  jnz     label36; j label37
block37:
  addq 0x30(%rdi), %rbx
  jmp     label42
block39:
  jmp     label42
block42:
  movl (%rbx), %ecx
  shll $0x2, %eax
  movq <offset:1>+0x1a0(%rsp), %rbx
  leaq -0x44(%rbx), %rdx
  cmpq %rdx, %rax
  jbe     label44; j label43
block44:
  jmp     label45
block45:
  movq <offset:1>+0x1a8(%rsp), %r15
  movl %ecx, (%r15, %rax)
  leaq -0xf(%r13), %r13
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label46
block46:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movq <offset:1>+0x140(%rsp), %r14
  movb $0x0, 0x40(%r14)
  leaq -1(%r13), %rsi
  movq <offset:1>+0xe8(%rsp), %r8
  movq %rsi, 0x40(%r8)
  movq <offset:1>+0xe8(%rsp), %rsi
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %edx
  movq %rdx, <offset:1>+0x108(%rsp)
  jmp     label299
block54:
  cmpl $0x1, %eax
  jz      label56; j label55
block55:
  movq <offset:1>+0xe8(%rsp), %rsi
  movb $0x0, 0x8d(%rsi)
  jmp     label299
block56:
  movq <offset:1>+0x140(%rsp), %r14
  movzbq 0x40(%r14), %rax
  jmp     label57
block57:
  movq <offset:1>+0x140(%rsp), %r14
  movl 0x10(%r14), %r11d
  movl 0x28(%r14), %eax
  movl 0x18(%r14), %edx
  movl 0x30(%r14), %esi
  movl 0x20(%r14), %r8d
  leal (%r8, %rsi, 8), %esi
  leal 8(%r11), %r11d
  imulq %r11, %rsi
  movq %r11, <offset:1>+0x138(%rsp)
  movq (%r14), %r11
  jmp     label58
block58:
  leaq -0xf2(%rcx), %r13
  jmp     label59
block59:
  testq %r13, %r13
  movq %r13, <offset:1>+0x100(%rsp)
  jl      label288; j label60
block60:
  uninit  %r9
  xorl %r9d, %r9d
  movq %r9, <offset:1>+0xf0(%rsp)
  leal (%rdx, %rax, 8), %eax
  leal (%rsi, %rax), %eax
  leaq (%r11, %rax), %rax
  movq %rax, %rdx
  movq <offset:1>+0xf0(%rsp), %r15
  movq <offset:1>+0xf0(%rsp), %rcx
  movq %rcx, <offset:1>+0xf8(%rsp)
  jmp     label61
block61:
  movl %r9d, %eax
  movq <offset:1>+0x1a0(%rsp), %rcx
  leaq -0x44(%rcx), %rcx
  cmpq %rcx, %rax
  setbe %cl
  testq $0x3, %rax
  sete %sil
  testb %cl, %sil
  jnz     label63; j label62
block63:
  jmp     label64
block64:
  movq <offset:1>+0x1a8(%rsp), %rcx
  movl (%rcx, %rax), %ecx
  movq %rcx, <offset:1>+0x130(%rsp)
  leaq 4(%rax), %rcx
  movq <offset:1>+0x1a0(%rsp), %rsi
  leaq -0x44(%rsi), %rsi
  cmpq %rsi, %rcx
  setbe %sil
  testq $0x3, %rcx
  sete %cl
  testb %sil, %cl
  jnz     label66; j label65
block66:
  jmp     label67
block67:
  movq <offset:1>+0x1a8(%rsp), %rcx
  movl 4(%rcx, %rax), %ecx
  movq %rcx, <offset:1>+0x128(%rsp)
  movq <offset:1>+0x48(%rsp), %rax
  movq <offset:1>+0x50(%rsp), %rcx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label89; j label68
block70:
  shrq $0x3, %rax
  movq <offset:1>+0x1b0(%rsp), %r10
  movzbq (%r10, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label71; j label72
block77:
  movq 0x98(%rdi), %rax
  movq %r11, %rcx
  shrq $0x3, %rcx
  movzbq (%rax, %rcx), %rax
  cmpl $0xff, %eax
  jz      label87; j label78
block81:
  movq 0x40(%rdi), %rcx
  movq %r11, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label86; j label82
block84:
  jmp     label90
block86:
  movq %rdx, %r13
  addq 0x30(%rdi), %r11
  jmp     label90
block87:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %rdx, %r13
  addq (%rsi), %r11
  jmp     label90
block89:
  movq %rdx, %rsi
  movq <offset:1>+0x1c0(%rsp), %r10
  movq %rdx, %r13
  movq %r13, %rsi
  leaq -0x10000000(%r10, %rsi), %r11
  jmp     label90
block90:
  movzbq (%r11), %rcx
  movq %rcx, <offset:1>+0x120(%rsp)
  movq <offset:1>+0x58(%rsp), %rax
  movq <offset:1>+0x60(%rsp), %rcx
  movq %r13, %rsi
  leaq 1(%rsi), %rdx
  movq %rdx, %r8
  subq %rax, %r8
  cmpq %rcx, %r8
  jb      label112; j label91
block93:
  shrq $0x3, %rax
  movq <offset:1>+0x1b0(%rsp), %r10
  movzbq (%r10, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label94; j label95
block100:
  movq 0x98(%rdi), %rcx
  movq %rax, %r8
  shrq $0x3, %r8
  movzbq (%rcx, %r8), %rcx
  cmpl $0xff, %ecx
  jz      label110; j label101
block104:
  movq 0x40(%rdi), %rcx
  movq %rax, %r8
  shrq $0x3, %r8
  movzbq (%rcx, %r8), %rcx
  cmpl $0xff, %ecx
  jz      label109; j label105
block107:
  jmp     label113
block109:
  addq 0x30(%rdi), %rax
  jmp     label113
block110:
  movq <offset:1>+0xe8(%rsp), %r8
  addq (%r8), %rax
  jmp     label113
block112:
  movq <offset:1>+0x1c0(%rsp), %rax
  movq %r13, %rsi
  leaq -0xfffffff(%rax, %rsi), %rax
  jmp     label113
block113:
  movzbq (%rax), %rcx
  movq %rcx, <offset:1>+0x118(%rsp)
  movq <offset:1>+0x68(%rsp), %rax
  movq <offset:1>+0x70(%rsp), %rcx
  movq %r13, %rsi
  leaq 2(%rsi), %rdx
  movq %rdx, %r8
  subq %rax, %r8
  cmpq %rcx, %r8
  jb      label135; j label114
block116:
  shrq $0x3, %rax
  movq <offset:1>+0x1b0(%rsp), %r10
  movzbq (%r10, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label117; j label118
block123:
  movq 0x98(%rdi), %rcx
  movq %rax, %r8
  shrq $0x3, %r8
  movzbq (%rcx, %r8), %rcx
  cmpl $0xff, %ecx
  jz      label133; j label124
block127:
  movq 0x40(%rdi), %r9
  movq %rax, %r8
  shrq $0x3, %r8
  movzbq (%r9, %r8), %r8
  cmpl $0xff, %r8d
  jz      label132; j label128
block130:
  jmp     label136
block132:
  addq 0x30(%rdi), %rax
  jmp     label136
block133:
  movq <offset:1>+0xe8(%rsp), %rcx
  addq (%rcx), %rax
  jmp     label136
block135:
  movq <offset:1>+0x1c0(%rsp), %rax
  movq %r13, %rsi
  leaq -0xffffffe(%rax, %rsi), %rax
  jmp     label136
block136:
  movzbq (%rax), %rcx
  movq %rcx, <offset:1>+0x110(%rsp)
  movq <offset:1>+0x78(%rsp), %rax
  movq <offset:1>+0x80(%rsp), %rcx
  movq %r13, %rsi
  leaq 3(%rsi), %rdx
  movq %rdx, %r8
  subq %rax, %r8
  cmpq %rcx, %r8
  jb      label158; j label137
block139:
  shrq $0x3, %rax
  movq <offset:1>+0x1b0(%rsp), %r10
  movzbq (%r10, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label140; j label141
block146:
  movq 0x98(%rdi), %rcx
  movq %rax, %r8
  shrq $0x3, %r8
  movzbq (%rcx, %r8), %rcx
  cmpl $0xff, %ecx
  jz      label156; j label147
block150:
  movq 0x40(%rdi), %rcx
  movq %rax, %r8
  shrq $0x3, %r8
  movzbq (%rcx, %r8), %rcx
  cmpl $0xff, %ecx
  jz      label155; j label151
block153:
  jmp     label159
block155:
  addq 0x30(%rdi), %rax
  jmp     label159
block156:
  movq <offset:1>+0xe8(%rsp), %rcx
  addq (%rcx), %rax
  jmp     label159
block158:
  movq <offset:1>+0x1c0(%rsp), %rax
  movq %r13, %rsi
  leaq -0xffffffd(%rax, %rsi), %rax
  jmp     label159
block159:
  movzbq (%rax), %r11
  movq <offset:1>+0x88(%rsp), %rax
  movq <offset:1>+0x90(%rsp), %rcx
  movq %r13, %rsi
  leaq 4(%rsi), %rdx
  movq %rdx, %r8
  subq %rax, %r8
  cmpq %rcx, %r8
  jb      label181; j label160
block162:
  shrq $0x3, %rax
  movq <offset:1>+0x1b0(%rsp), %r10
  movzbq (%r10, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label163; j label164
block169:
  movq 0x98(%rdi), %r9
  movq %rax, %r8
  shrq $0x3, %r8
  movzbq (%r9, %r8), %r8
  cmpl $0xff, %r8d
  jz      label179; j label170
block173:
  movq 0x40(%rdi), %rcx
  movq %rax, %r8
  shrq $0x3, %r8
  movzbq (%rcx, %r8), %rcx
  cmpl $0xff, %ecx
  jz      label178; j label174
block176:
  jmp     label182
block178:
  addq 0x30(%rdi), %rax
  jmp     label182
block179:
  movq <offset:1>+0xe8(%rsp), %rcx
  addq (%rcx), %rax
  jmp     label182
block181:
  movq <offset:1>+0x1c0(%rsp), %rax
  movq %r13, %rsi
  leaq -0xffffffc(%rax, %rsi), %rax
  jmp     label182
block182:
  movzbq (%rax), %rbx
  movq <offset:1>+0x98(%rsp), %rax
  movq <offset:1>+0xa0(%rsp), %rcx
  movq %r13, %rsi
  leaq 5(%rsi), %rdx
  movq %rdx, %r8
  subq %rax, %r8
  cmpq %rcx, %r8
  jb      label204; j label183
block185:
  shrq $0x3, %rax
  movq <offset:1>+0x1b0(%rsp), %r10
  movzbq (%r10, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label186; j label187
block192:
  movq 0x98(%rdi), %rcx
  movq %rax, %r8
  shrq $0x3, %r8
  movzbq (%rcx, %r8), %rcx
  cmpl $0xff, %ecx
  jz      label202; j label193
block196:
  movq 0x40(%rdi), %rcx
  movq %rax, %r8
  shrq $0x3, %r8
  movzbq (%rcx, %r8), %rcx
  cmpl $0xff, %ecx
  jz      label201; j label197
block199:
  jmp     label205
block201:
  addq 0x30(%rdi), %rax
  jmp     label205
block202:
  movq <offset:1>+0xe8(%rsp), %rcx
  addq (%rcx), %rax
  jmp     label205
block204:
  movq <offset:1>+0x1c0(%rsp), %rax
  movq %r13, %rsi
  leaq -0xffffffb(%rax, %rsi), %rax
  jmp     label205
block205:
  movzbq (%rax), %rax
  movq <offset:1>+0xa8(%rsp), %rcx
  movq <offset:1>+0xb0(%rsp), %r9
  movq %r13, %rsi
  leaq 6(%rsi), %rdx
  movq %rdx, %r8
  subq %rcx, %r8
  cmpq %r9, %r8
  jb      label227; j label206
block208:
  shrq $0x3, %rcx
  movq <offset:1>+0x1b0(%rsp), %r10
  movzbq (%r10, %rcx), %r8
  cmpl $0xff, %r8d
  jz      label209; j label210
block215:
  movq 0x98(%rdi), %r9
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%r9, %r8), %r8
  cmpl $0xff, %r8d
  jz      label225; j label216
block219:
  movq 0x40(%rdi), %r9
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%r9, %r8), %r8
  cmpl $0xff, %r8d
  jz      label224; j label220
block222:
  jmp     label228
block224:
  addq 0x30(%rdi), %rcx
  jmp     label228
block225:
  movq <offset:1>+0xe8(%rsp), %rdx
  addq (%rdx), %rcx
  jmp     label228
block227:
  movq <offset:1>+0x1c0(%rsp), %rcx
  movq %r13, %rsi
  leaq -0xffffffa(%rcx, %rsi), %rcx
  jmp     label228
block228:
  movzbq (%rcx), %r12
  movq <offset:1>+0xb8(%rsp), %rcx
  movq <offset:1>+0xc0(%rsp), %r9
  movq %r13, %rsi
  leaq 7(%rsi), %rdx
  movq %rdx, %r8
  subq %rcx, %r8
  cmpq %r9, %r8
  jb      label250; j label229
block231:
  shrq $0x3, %rcx
  movq <offset:1>+0x1b0(%rsp), %r10
  movzbq (%r10, %rcx), %r8
  cmpl $0xff, %r8d
  jz      label232; j label233
block238:
  movq 0x98(%rdi), %r9
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%r9, %r8), %r8
  cmpl $0xff, %r8d
  jz      label248; j label239
block242:
  movq 0x40(%rdi), %r9
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%r9, %r8), %r8
  cmpl $0xff, %r8d
  jz      label247; j label243
block245:
  movq %r13, %rsi
  jmp     label251
block247:
  addq 0x30(%rdi), %rcx
  movq %r13, %rsi
  jmp     label251
block248:
  movq <offset:1>+0xe8(%rsp), %r8
  addq (%r8), %rcx
  movq %r13, %rsi
  jmp     label251
block250:
  movq %r13, %rsi
  movq <offset:1>+0x1c0(%rsp), %r10
  leaq -0xffffff9(%r10, %rsi), %rcx
  jmp     label251
block251:
  movzbq (%rcx), %r14
  leal 1(%r15), %r15d
  movq <offset:1>+0xf0(%rsp), %r9
  leal 8(%r9), %r9d
  movq <offset:1>+0x138(%rsp), %rcx
  movq %r9, <offset:1>+0xf0(%rsp)
  leaq (%rsi, %rcx), %rdx
  movq <offset:1>+0x130(%rsp), %rsi
  vmovd %esi, %xmm0
  movq <offset:1>+0x120(%rsp), %rsi
  movzbl %sil, %esi
  movq <offset:1>+0x118(%rsp), %r8
  movzbl %r8b, %r13d
  shll $0x8, %r13d
  andl $0xff00, %r13d
  orl %r13d, %esi
  andl $0xff00ffff, %esi
  movq <offset:1>+0x110(%rsp), %r8
  movzbl %r8b, %r13d
  shll $0x10, %r13d
  andl $0xff0000, %r13d
  orl %r13d, %esi
  andl $0xffffff, %esi
  movzbl %r11b, %r11d
  shll $0x18, %r11d
  andl $0xff000000, %r11d
  orl %r11d, %esi
  vmovd %esi, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %esi
  movswl %si, %esi
  movq <offset:1>+0xf8(%rsp), %r10
  leal (%r10, %rsi), %esi
  movq <offset:1>+0x128(%rsp), %r8
  vmovd %r8d, %xmm0
  movzbl %bl, %r11d
  movzbl %al, %eax
  shll $0x8, %eax
  andl $0xff00, %eax
  orl %eax, %r11d
  andl $0xff00ffff, %r11d
  movzbl %r12b, %eax
  shll $0x10, %eax
  andl $0xff0000, %eax
  orl %eax, %r11d
  andl $0xffffff, %r11d
  movzbl %r14b, %eax
  shll $0x18, %eax
  andl $0xff000000, %eax
  orl %eax, %r11d
  vmovd %r11d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %eax
  movswl %ax, %eax
  leal (%rsi, %rax), %r10d
  cmpl $0x8, %r15d
  jb      label252; j label253
block252:
  movq <offset:1>+0xf0(%rsp), %r9
  movq %r10, <offset:1>+0xf8(%rsp)
  movq %rcx, <offset:1>+0x138(%rsp)
  jmp     label61
block253:
  movl 0x78(%rdi), %r9d
  movq <offset:1>+0x140(%rsp), %r14
  movl 0x30(%r14), %esi
  movl %esi, %ecx
  movl %r9d, %r9d
  imulq %r9, %rcx
  movl 0x28(%r14), %edx
  movl 0x38(%r14), %eax
  movq 8(%r14), %r11
  movq <offset:1>+0xc8(%rsp), %rbx
  movq <offset:1>+0xd0(%rsp), %r12
  leal (%rcx, %rdx), %edx
  shll $0x6, %edx
  leal (%rdx, %rax), %eax
  leaq (%r11, %rax, 4), %rdx
  movq %rdx, %rsi
  subq %rbx, %rsi
  cmpq %r12, %rsi
  jb      label255; j label254
block255:
  testq $0x3, %rdx
  jnz     label256; j label257
block257:
  movq <offset:1>+0x1c0(%rsp), %rax
  leaq -0x10000000(%rax, %rdx), %rcx
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label287
block260:
  shrq $0x3, %rcx
  movq <offset:1>+0x1b0(%rsp), %r8
  movzbq (%r8, %rcx), %rsi
  cmpl $0xff, %esi
  jz      label262; j label261
block262:
  testq $0x3, %rdx
  jnz     label263; j label264
block270:
  movq 0x98(%rdi), %r9
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%r9, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label272; j label271
block272:
  testq $0x3, %rdx
  jnz     label273; j label274
block274:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %rcx
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label287
block277:
  movq 0x40(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label279; j label278
block279:
  testq $0x3, %rdx
  jnz     label280; j label281
block281:
  addq 0x30(%rdi), %rcx
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label287
block283:
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label287
block285:
  movq <offset:1>+0xe8(%rsp), %rsi
  movl %r11d, 0x24(%rsi)
  movq %rcx, 0x28(%rsi)
  movq %rax, 0x30(%rsi)
  movq %rdx, 0x38(%rsi)
  movl $0x2, %eax
  jmp     label296
block287:
  movl %r10d, (%rcx)
  uninit  %rax
  xorl %eax, %eax
  leaq -8(%r13), %r13
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
  movq <offset:1>+0x198(%rsp), %rdx
  jmp     label1
block300:
  movq <offset:1>+0xe0(%rsp), %rdx
  btq $0x3e, %rdx
  setb %al
  movq <offset:1>+0x108(%rsp), %rcx
  testb %cl, %al
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
  uninit  %rax
  movq %rax, %rcx
  movq %rax, <offset:1>+0x108(%rsp)
  xorl %ecx, %eax
  movq %rax, <offset:1>+0x108(%rsp)
  movq %rdx, <offset:1>+0xe0(%rsp)
  movq <offset:1>+0xd8(%rsp), %rsi
  movq <offset:1>+0x198(%rsp), %rdx
  jmp     label1
block10:
  jmp     label14
block12:
  jmp     label14
block14:
  leaq -0x10000000(%rcx, %r11), %r15
  movq <offset:1>+0x1b8(%rsp), %r9
  leaq -4(%r9), %rsi
  cmpq %rsi, %r15
  jbe     label16; j label15
block15:
  jmp     label24
block17:
  jmp     label21
block19:
  jmp     label21
block20:
  movq %rdx, %rcx
  movq %r10, <offset:1>+0x1b0(%rsp)
  jmp     label41
block21:
  movzwq (%r10, %r15), %r9
  movq %r10, <offset:1>+0x1b0(%rsp)
  leal -0x10000000(%rcx, %r11), %ebx
  andl $0x7, %ebx
  shrxl %ebx, %r9d, %r9d
  andl $0xf, %r9d
  cmpl $0xf, %r9d
  sete %r9b
  testq $0x3, %rdx
  sete %sil
  testb %r9b, %sil
  jnz     label22; j label23
block22:
  movq %rdx, %rcx
  jmp     label41
block23:
  jmp     label24
block24:
  movabsq $0xffffffff60000000, %rsi
  leaq (%rdx, %rsi), %rbx
  movq $0xfffffffffffffffc, %r9
  addq 0x90(%rdi), %r9
  cmpq %r9, %rbx
  jbe     label26; j label25
block25:
  jmp     label31
block27:
  jmp     label31
block29:
  jmp     label31
block31:
  leaq -0x80000000(%rcx, %r11), %rbx
  movq $0xfffffffffffffffc, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %rbx
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
  movq %rdx, %rcx
  movq 0x90(%rsi), %rbx
  testq %rbx, %rbx
  jnz     label39; j label40
block40:
  uninit  %r11
  xorl %r11d, %r11d
  movl $0x4, %eax
  leaq -0xf(%r13), %r13
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block41:
  movl $0x4, %edx
  movq %rcx, %rsi
  movq <offset:1>+0x190(%rsp), %rcx
  call    User(userextname0)
  movq <offset:1>+0x1c0(%rsp), %rcx
  leaq -0x10000000(%rcx, %rsi), %rbx
  jmp     label42
block43:
  movl $0x1, %r11d
  movl $0x80000000, %ecx
  leaq (%rax, %rcx), %rcx
  movl $0x4, %eax
  leaq -0xf(%r13), %r13
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block47:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq 0x50(%rsi), %r9
  movzbq (%r9), %r9
  movl $0x344, %ebx
  movl $0x2, %r12d
  testl %r9d, %r9d
  jnz     label48; j label49
block48:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block49:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq 0x48(%rsi), %rdx
  movl $0x100000, %ecx
  cmpq %rdx, %rcx
  movq %rdx, %rax
  cmovlq %rcx, %rax
  movl $0x344, %ebx
  movl $0x1, %r12d
  testq %rax, %rax
  jnle    label51; j label50
block50:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block51:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq 0x68(%rsi), %r9
  movq %rax, %rcx
  negq %rcx
  lock xaddq %rcx, (%r9)
  movl $0x344, %ebx
  movl $0x6, %r12d
  cmpq %rax, %rcx
  jl      label52; j label53
block52:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block53:
  subq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %rdx, 0x48(%rsi)
  leaq (%r13, %rax), %r13
  jmp     label6
block62:
  movl $0x2, %r11d
  movl $0x80000000, %ecx
  leaq (%rax, %rcx), %rcx
  movl $0x4, %eax
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label285
block65:
  movl $0x3, %r11d
  movl $0x80000004, %ecx
  leaq (%rax, %rcx), %rcx
  movl $0x4, %eax
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label285
block68:
  leaq -0x10000000(%rdx), %rax
  movq <offset:1>+0x1b8(%rsp), %r9
  leaq -1(%r9), %rcx
  cmpq %rcx, %rax
  jbe     label70; j label69
block69:
  jmp     label75
block71:
  movq %rdx, %r13
  jmp     label88
block72:
  movq <offset:1>+0x1b0(%rsp), %r10
  movzwq (%r10, %rax), %rax
  leal -0x10000000(%rdx), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label73; j label74
block73:
  movq %rdx, %r13
  jmp     label88
block74:
  jmp     label75
block75:
  movabsq $0xffffffff60000000, %rax
  leaq (%rdx, %rax), %r11
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %r11
  jbe     label77; j label76
block76:
  jmp     label79
block78:
  jmp     label79
block79:
  leaq -0x80000000(%rdx), %r11
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %r11
  jbe     label81; j label80
block80:
  jmp     label83
block82:
  jmp     label83
block83:
  movl $0x1, %r8d
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r13
  movq 0x90(%rsi), %r11
  testq %r11, %r11
  jnz     label84; j label85
block85:
  movl $0x4, %r11d
  movl $0x1, %eax
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %rax, %rdx
  movq %r13, %rcx
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label285
block88:
  movl $0x1, %edx
  movq <offset:1>+0x188(%rsp), %rcx
  movq %r13, %rsi
  call    User(userextname0)
  movq <offset:1>+0x1c0(%rsp), %r8
  leaq -0x10000000(%r8, %rsi), %r11
  jmp     label90
block91:
  movq %r13, %rsi
  leaq -0xfffffff(%rsi), %rax
  movq <offset:1>+0x1b8(%rsp), %r9
  leaq -1(%r9), %rcx
  cmpq %rcx, %rax
  jbe     label93; j label92
block92:
  jmp     label98
block94:
  movq %rdx, %rcx
  jmp     label111
block95:
  movq <offset:1>+0x1b0(%rsp), %r10
  movzwq (%r10, %rax), %rax
  movq %r13, %rsi
  leal -0xfffffff(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label96; j label97
block96:
  movq %rdx, %rcx
  jmp     label111
block97:
  jmp     label98
block98:
  movabsq $0xffffffff60000001, %rax
  movq %r13, %rsi
  leaq (%rsi, %rax), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x90(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label100; j label99
block99:
  movq %r13, %rsi
  jmp     label102
block101:
  movq %r13, %rsi
  jmp     label102
block102:
  movq %r13, %rsi
  leaq -0x7fffffff(%rsi), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %rax
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
  movq %rdx, %rcx
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label107; j label108
block108:
  movl $0x5, %r11d
  movl $0x1, %eax
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label285
block111:
  movl $0x1, %edx
  movq %rcx, %rsi
  movq <offset:1>+0x180(%rsp), %rcx
  call    User(userextname0)
  movq <offset:1>+0x1c0(%rsp), %rax
  movq %r13, %rsi
  leaq -0xfffffff(%rax, %rsi), %rax
  jmp     label113
block114:
  movq %r13, %rsi
  leaq -0xffffffe(%rsi), %rax
  movq <offset:1>+0x1b8(%rsp), %r9
  leaq -1(%r9), %rcx
  cmpq %rcx, %rax
  jbe     label116; j label115
block115:
  jmp     label121
block117:
  movq %rdx, %rcx
  jmp     label134
block118:
  movq <offset:1>+0x1b0(%rsp), %r10
  movzwq (%r10, %rax), %rax
  movq %r13, %rsi
  leal -0xffffffe(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label119; j label120
block119:
  movq %rdx, %rcx
  jmp     label134
block120:
  jmp     label121
block121:
  movabsq $0xffffffff60000002, %rax
  movq %r13, %rsi
  leaq (%rsi, %rax), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x90(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label123; j label122
block122:
  movq %r13, %rsi
  jmp     label125
block124:
  movq %r13, %rsi
  jmp     label125
block125:
  movq %r13, %rsi
  leaq -0x7ffffffe(%rsi), %rax
  movq $0xffffffffffffffff, %r9
  addq 0x38(%rdi), %r9
  cmpq %r9, %rax
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
  movq %rdx, %rcx
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label130; j label131
block131:
  movl $0x6, %r11d
  movl $0x1, %eax
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label285
block134:
  movl $0x1, %edx
  movq %rcx, %rsi
  movq <offset:1>+0x178(%rsp), %rcx
  call    User(userextname0)
  movq <offset:1>+0x1c0(%rsp), %rax
  movq %r13, %rsi
  leaq -0xffffffe(%rax, %rsi), %rax
  jmp     label136
block137:
  movq %r13, %rsi
  leaq -0xffffffd(%rsi), %rax
  movq <offset:1>+0x1b8(%rsp), %r9
  leaq -1(%r9), %rcx
  cmpq %rcx, %rax
  jbe     label139; j label138
block138:
  jmp     label144
block140:
  movq %rdx, %rcx
  jmp     label157
block141:
  movq <offset:1>+0x1b0(%rsp), %r10
  movzwq (%r10, %rax), %rax
  movq %r13, %rsi
  leal -0xffffffd(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label142; j label143
block142:
  movq %rdx, %rcx
  jmp     label157
block143:
  jmp     label144
block144:
  movabsq $0xffffffff60000003, %rax
  movq %r13, %rsi
  leaq (%rsi, %rax), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x90(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label146; j label145
block145:
  movq %r13, %rsi
  jmp     label148
block147:
  movq %r13, %rsi
  jmp     label148
block148:
  movq %r13, %rsi
  leaq -0x7ffffffd(%rsi), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %rax
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
  movq %rdx, %rcx
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label153; j label154
block154:
  movl $0x7, %r11d
  movl $0x1, %eax
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label285
block157:
  movl $0x1, %edx
  movq %rcx, %rsi
  movq <offset:1>+0x170(%rsp), %rcx
  call    User(userextname0)
  movq <offset:1>+0x1c0(%rsp), %rax
  movq %r13, %rsi
  leaq -0xffffffd(%rax, %rsi), %rax
  jmp     label159
block160:
  movq %r13, %rsi
  leaq -0xffffffc(%rsi), %rax
  movq <offset:1>+0x1b8(%rsp), %r9
  leaq -1(%r9), %rcx
  cmpq %rcx, %rax
  jbe     label162; j label161
block161:
  jmp     label167
block163:
  movq %rdx, %rcx
  jmp     label180
block164:
  movq <offset:1>+0x1b0(%rsp), %r10
  movzwq (%r10, %rax), %rax
  movq %r13, %rsi
  leal -0xffffffc(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label165; j label166
block165:
  movq %rdx, %rcx
  jmp     label180
block166:
  jmp     label167
block167:
  movabsq $0xffffffff60000004, %r8
  movq %r13, %rsi
  leaq (%rsi, %r8), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x90(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label169; j label168
block168:
  movq %r13, %rsi
  jmp     label171
block170:
  movq %r13, %rsi
  jmp     label171
block171:
  movq %r13, %rsi
  leaq -0x7ffffffc(%rsi), %rax
  movq $0xffffffffffffffff, %r9
  addq 0x38(%rdi), %r9
  cmpq %r9, %rax
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
  movq %rdx, %rcx
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label176; j label177
block177:
  movl $0x8, %r11d
  movl $0x1, %eax
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label285
block180:
  movl $0x1, %edx
  movq %rcx, %rsi
  movq <offset:1>+0x168(%rsp), %rcx
  call    User(userextname0)
  movq <offset:1>+0x1c0(%rsp), %rax
  movq %r13, %rsi
  leaq -0xffffffc(%rax, %rsi), %rax
  jmp     label182
block183:
  movq %r13, %rsi
  leaq -0xffffffb(%rsi), %rax
  movq <offset:1>+0x1b8(%rsp), %r9
  leaq -1(%r9), %rcx
  cmpq %rcx, %rax
  jbe     label185; j label184
block184:
  jmp     label190
block186:
  movq %rdx, %r8
  jmp     label203
block187:
  movq <offset:1>+0x1b0(%rsp), %r10
  movzwq (%r10, %rax), %rax
  movq %r13, %rsi
  leal -0xffffffb(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label188; j label189
block188:
  movq %rdx, %r8
  jmp     label203
block189:
  jmp     label190
block190:
  movabsq $0xffffffff60000005, %rax
  movq %r13, %rsi
  leaq (%rsi, %rax), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x90(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label192; j label191
block191:
  movq %r13, %rsi
  jmp     label194
block193:
  movq %r13, %rsi
  jmp     label194
block194:
  movq %r13, %rsi
  leaq -0x7ffffffb(%rsi), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %rax
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
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label199; j label200
block200:
  movl $0x9, %r11d
  movl $0x1, %eax
  movq %r8, %rcx
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label285
block203:
  movl $0x1, %edx
  movq <offset:1>+0x160(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq <offset:1>+0x1c0(%rsp), %rax
  movq %r13, %rsi
  leaq -0xffffffb(%rax, %rsi), %rax
  jmp     label205
block206:
  movq %r13, %rsi
  leaq -0xffffffa(%rsi), %rcx
  movq <offset:1>+0x1b8(%rsp), %r9
  leaq -1(%r9), %r8
  cmpq %r8, %rcx
  jbe     label208; j label207
block207:
  jmp     label213
block209:
  movq %rdx, %r8
  jmp     label226
block210:
  movq <offset:1>+0x1b0(%rsp), %r10
  movzwq (%r10, %rcx), %r9
  movq %r13, %rsi
  leal -0xffffffa(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %r9d, %r9d
  andl $0x1, %r9d
  cmpl $0x1, %r9d
  jz      label211; j label212
block211:
  movq %rdx, %r8
  jmp     label226
block212:
  jmp     label213
block213:
  movabsq $0xffffffff60000006, %r8
  movq %r13, %rsi
  leaq (%rsi, %r8), %rcx
  movq $0xffffffffffffffff, %r9
  addq 0x90(%rdi), %r9
  cmpq %r9, %rcx
  jbe     label215; j label214
block214:
  movq %r13, %rsi
  jmp     label217
block216:
  movq %r13, %rsi
  jmp     label217
block217:
  movq %r13, %rsi
  leaq -0x7ffffffa(%rsi), %rcx
  movq $0xffffffffffffffff, %r9
  addq 0x38(%rdi), %r9
  cmpq %r9, %rcx
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
  movl $0xa, %r11d
  movl $0x1, %eax
  movq %r8, %rcx
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label285
block226:
  movl $0x1, %edx
  movq <offset:1>+0x158(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq %r13, %rsi
  movq <offset:1>+0x1c0(%rsp), %rcx
  leaq -0xffffffa(%rcx, %rsi), %rcx
  jmp     label228
block229:
  movq %r13, %rsi
  leaq -0xffffff9(%rsi), %rcx
  movq <offset:1>+0x1b8(%rsp), %r9
  leaq -1(%r9), %r8
  cmpq %r8, %rcx
  jbe     label231; j label230
block230:
  jmp     label236
block232:
  movq %rdx, %r8
  jmp     label249
block233:
  movq <offset:1>+0x1b0(%rsp), %r10
  movzwq (%r10, %rcx), %rcx
  movq %r13, %rsi
  leal -0xffffff9(%rsi), %r9d
  andl $0x7, %r9d
  shrxl %r9d, %ecx, %ecx
  andl $0x1, %ecx
  cmpl $0x1, %ecx
  jz      label234; j label235
block234:
  movq %rdx, %r8
  jmp     label249
block235:
  jmp     label236
block236:
  movabsq $0xffffffff60000007, %rcx
  movq %r13, %rsi
  leaq (%rsi, %rcx), %rcx
  movq $0xffffffffffffffff, %r9
  addq 0x90(%rdi), %r9
  cmpq %r9, %rcx
  jbe     label238; j label237
block237:
  movq %r13, %rsi
  jmp     label240
block239:
  movq %r13, %rsi
  jmp     label240
block240:
  movq %r13, %rsi
  leaq -0x7ffffff9(%rsi), %rcx
  movq $0xffffffffffffffff, %r9
  addq 0x38(%rdi), %r9
  cmpq %r9, %rcx
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
  movl $0xb, %r11d
  movl $0x1, %eax
  movq %r8, %rcx
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label285
block249:
  movl $0x1, %edx
  movq <offset:1>+0x150(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq %r13, %rsi
  movq <offset:1>+0x1c0(%rsp), %r8
  leaq -0xffffff9(%r8, %rsi), %rcx
  jmp     label251
block254:
  jmp     label258
block256:
  jmp     label258
block258:
  leaq -0x10000000(%r11, %rax, 4), %rcx
  movq <offset:1>+0x1b8(%rsp), %r9
  leaq -4(%r9), %rsi
  cmpq %rsi, %rcx
  jbe     label260; j label259
block259:
  jmp     label268
block261:
  movq <offset:1>+0x1b0(%rsp), %rsi
  jmp     label265
block263:
  movq <offset:1>+0x1b0(%rsp), %rsi
  jmp     label265
block264:
  movq %rdx, %r8
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label286
block265:
  movq <offset:1>+0x1b0(%rsp), %rsi
  movzwq (%rsi, %rcx), %rcx
  leal -0x10000000(%r11, %rax, 4), %r9d
  andl $0x7, %r9d
  shrxl %r9d, %ecx, %ecx
  andl $0xf, %ecx
  cmpl $0xf, %ecx
  sete %cl
  testq $0x3, %rdx
  sete %sil
  testb %cl, %sil
  jnz     label266; j label267
block266:
  movq %rdx, %r8
  movq <offset:1>+0x100(%rsp), %r13
  jmp     label286
block267:
  jmp     label268
block268:
  movabsq $0xffffffff60000000, %rcx
  leaq (%rdx, %rcx), %rcx
  movq $0xfffffffffffffffc, %r9
  addq 0x90(%rdi), %r9
  cmpq %r9, %rcx
  jbe     label270; j label269
block269:
  jmp     label275
block271:
  jmp     label275
block273:
  jmp     label275
block275:
  leaq -0x80000000(%r11, %rax, 4), %rcx
  movq $0xfffffffffffffffc, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %rcx
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
  movq %rdx, %r8
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label283; j label284
block284:
  movl $0xc, %r11d
  movl $0x4, %eax
  movq <offset:1>+0x100(%rsp), %r13
  leaq -8(%r13), %r13
  movq %r8, %rcx
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block286:
  movl $0x4, %edx
  movq <offset:1>+0x148(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq <offset:1>+0x1c0(%rsp), %rax
  leaq -0x10000000(%rax, %rsi), %rcx
  jmp     label287
block288:
  movq <offset:1>+0x138(%rsp), %rcx
  movq <offset:1>+0xe8(%rsp), %r8
  movq <offset:1>+0x100(%rsp), %r13
  movq 0x50(%r8), %r8
  movzbq (%r8), %r9
  movl $0x811, %ebx
  movl $0x2, %r12d
  testl %r9d, %r9d
  jnz     label289; j label290
block289:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block290:
  movq <offset:1>+0xe8(%rsp), %r8
  movq 0x48(%r8), %r14
  movl $0x100000, %r9d
  cmpq %r14, %r9
  movq %r14, %r15
  cmovlq %r9, %r15
  movl $0x811, %ebx
  movl $0x1, %r12d
  testq %r15, %r15
  jnle    label292; j label291
block291:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block292:
  movq <offset:1>+0xe8(%rsp), %r8
  movq 0x68(%r8), %r12
  movq %r15, %r9
  negq %r9
  lock xaddq %r9, (%r12)
  movl $0x811, %ebx
  movl $0x6, %r12d
  cmpq %r15, %r9
  jl      label293; j label294
block293:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block294:
  subq %r15, %r14
  movq <offset:1>+0xe8(%rsp), %r8
  movq %r14, 0x48(%r8)
  leaq (%r13, %r15), %r13
  movq %rcx, <offset:1>+0x138(%rsp)
  jmp     label59
block295:
  movq <offset:1>+0xe8(%rsp), %rsi
  movl %ebx, 0x60(%rsi)
  movl %r12d, 0x64(%rsi)
  movl $0x4, %eax
  jmp     label296
; 7480 bytes

