; kernel sad8x8
; kernel sad8x8 (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec f0 01 00 00 48 89 9c 24 c0
;   0x0010: 01 00 00 4c 89 a4 24 c8 01 00 00 4c 89 ac 24 d0
;   0x0020: 01 00 00 4c 89 b4 24 d8 01 00 00 4c 89 bc 24 e0
;   0x0030: 01 00 00
;   0x0033: 48 c7 44 24 40 00 00 00 00 48 c7 44 24 50 00 00
;   0x0043: 00 00 48 c7 44 24 60 00 00 00 00 48 c7 44 24 70
;   0x0053: 00 00 00 00 48 c7 84 24 80 00 00 00 00 00 00 00
;   0x0063: 48 c7 84 24 90 00 00 00 00 00 00 00 48 c7 84 24
;   0x0073: a0 00 00 00 00 00 00 00 48 c7 84 24 b0 00 00 00
;   0x0083: 00 00 00 00 48 c7 84 24 c0 00 00 00 00 00 00 00
;   0x0093: 48 c7 84 24 d0 00 00 00 00 00 00 00 4c 69 c2 98
;   0x00a3: 00 00 00 4c 03 c6 48 89 b4 24 d8 00 00 00 4c 89
;   0x00b3: 84 24 b0 01 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x00b9: 48 8d 4c 24 38 48 89 8c 24 a8 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x00c6: 48 8d 4c 24 48 48 89 8c 24 a0 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x00d3: 48 8d 4c 24 58 48 89 8c 24 98 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x00e0: 48 8d 4c 24 68 48 89 8c 24 90 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x00ed: 48 8d 4c 24 78 48 89 8c 24 88 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x00fa: 48 8d 8c 24 88 00 00 00 48 89 8c 24 80 01 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x010a: 48 8d 8c 24 98 00 00 00 48 89 8c 24 78 01 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x011a: 48 8d 8c 24 a8 00 00 00 48 89 8c 24 70 01 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x012a: 48 8d 8c 24 b8 00 00 00 48 89 8c 24 68 01 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x013a: 48 8d 8c 24 c8 00 00 00 48 89 8c 24 60 01 00 00
;   0x014a: 4c 8b a4 24 b0 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0152: 49 3b f4 4c 89 a4 24 b0 01 00 00 0f 84 a5 0c 00
;   0x0162: 00
;   0x0163: 8b 46 20 83 f8 ff 0f 85 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x016f: 48 89 b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0177: e9 68 0c 00 00
;   0x017c: 48 8b 57 48 48 8b 4f 50 48 8b 4f 58 4c 8b 17 4c
;   0x018c: 8b 6f 08 4c 8b 5f 10 48 8b 4f 30 48 89 8c 24 58
;   0x019c: 01 00 00 48 8b 4f 38 48 89 8c 24 50 01 00 00 48
;   0x01ac: 8b 4f 40 48 8b 4e 40 4c 8b 46 08 48 89 b4 24 d8
;   0x01bc: 00 00 00 4c 89 84 24 48 01 00 00 85 c0 0f 85 20
;   0x01cc: 02 00 00
;   0x01cf: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x01df: 00 48 c7 44 24 20 00 00 00 00 48 c7 44 24 30 00
;   0x01ef: 00 00 00 4c 8d 41 f2 4c 89 84 24 f8 00 00 00 4c
;   0x01ff: 8b b4 24 f8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0206: 4d 85 f6 0f 8c 60 0d 00 00
;   0x020f: 48 8b 4a 70
; line 26: ld.param.u64 %rd2, [sad8x8_ref];
;   0x0213: 4c 8b 82 88 00 00 00 48 8b 9c 24 48 01 00 00 4c
;   0x0223: 89 03
; line 27: ld.param.u64 %rd3, [sad8x8_out];
;   0x0225: 4c 8b 8a a0 00 00 00 4c 89 4b 08
; line 28: ld.param.u32 %r1, [sad8x8_w];
;   0x0230: 8b 82 b8 00 00 00 89 43 10
; line 30: cvta.to.global.u64 %rd2, %rd2;
;   0x0239: 4c 89 03
; line 31: cvta.to.global.u64 %rd3, %rd3;
;   0x023c: 4c 89 4b 08 48 8b b4 24 d8 00 00 00
; line 32: mov.u32 %r2, %tid.x;
;   0x0248: 44 8b 46 10 44 89 43 18
; line 33: mov.u32 %r3, %tid.y;
;   0x0250: 44 8b 4e 14 44 89 4b 20
; line 34: mov.u32 %r4, %ctaid.x;
;   0x0258: 8b 57 6c 89 53 28
; line 35: mov.u32 %r5, %ctaid.y;
;   0x025e: 44 8b 67 70 44 89 63 30
; line 33: mov.u32 %r3, %tid.y;
;   0x0266: 41 8b f1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0269: 48 c1 e6 03
; line 36: mad.lo.u32 %r6, %r3, 8, %r2;
;   0x026d: 46 8d 0c 06 44 89 4b 38
; line 38: @%p1 bra $L__loaded;
;   0x0275: 41 83 f9 10 0f 82 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x027f: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0287: e9 2c 01 00 00
; (no source location: register moves, constants, padding)
;   0x028c: 4c 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x028f: d1 ee
; line 42: add.u32 %r9, %r9, %r7;
;   0x0291: 46 8d 04 e6
; line 46: mad.lo.u32 %r12, %r9, %r1, %r10;
;   0x0295: 8b c0 4c 0f af c0
; line 49: ld.global.u32 %r13, [%rd5];
;   0x029b: 48 8b 44 24 38 4c 8b 64 24 40 4c 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02a8: 83 e6 01 c1 e6 02
; line 45: add.u32 %r10, %r10, %r11;
;   0x02ae: 8d 14 d6
; line 46: mad.lo.u32 %r12, %r9, %r1, %r10;
;   0x02b1: 41 8d 1c 10
; line 48: add.s64 %rd5, %rd1, %rd4;
;   0x02b5: 48 8d 14 19 48 89 d6
; line 49: ld.global.u32 %r13, [%rd5];
;   0x02bc: 48 2b f0 49 3b f4 0f 83 76 0b 00 00
;   0x02c8: 48 f7 c2 03 00 00 00 0f 85 69 0b 00 00
;   0x02d5: 49 8d 84 12 00 00 00 f0 e9 91 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02e2: 48 c1 e8 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x02e6: 49 0f b6 34 03 81 fe ff 00 00 00 0f 85 69 0b 00
;   0x02f6: 00
;   0x02f7: 48 f7 c2 03 00 00 00 0f 85 5c 0b 00 00 e9 4f 0b
;   0x0307: 00 00
;   0x0309: 48 8b b7 98 00 00 00 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0313: 49 c1 e8 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0317: 4a 0f b6 34 06 81 fe ff 00 00 00 0f 85 95 0b 00
;   0x0327: 00
;   0x0328: 48 f7 c2 03 00 00 00 0f 85 88 0b 00 00
; (no source location: register moves, constants, padding)
;   0x0335: 48 8b b4 24 d8 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x033d: 48 03 06 e9 2e 00 00 00
;   0x0345: 4c 8b 47 40 49 89 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x034c: 49 c1 ea 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0350: 4f 0f b6 04 10 41 81 f8 ff 00 00 00 0f 85 77 0b
;   0x0360: 00 00
;   0x0362: 48 f7 c2 03 00 00 00 0f 85 6a 0b 00 00
;   0x036f: 48 03 47 30
;   0x0373: 8b 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0375: 41 c1 e1 02 48 8b 9c 24 50 01 00 00 48 8d 4b bc
; line 53: st.shared.u32 [%r14], %r13;
;   0x0385: 4c 3b c9 0f 96 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x038b: 49 f7 c1 03 00 00 00 0f 94 c2
; line 53: st.shared.u32 [%r14], %r13;
;   0x0395: 84 ca 0f 84 a8 0b 00 00
; (no source location: register moves, constants, padding)
;   0x039d: 4c 8b bc 24 58 01 00 00
; line 53: st.shared.u32 [%r14], %r13;
;   0x03a5: 43 89 04 0f
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03a9: 49 81 c6 f1 ff ff ff 48 8b b4 24 d8 00 00 00
; (no source location: register moves, constants, padding)
;   0x03b8: 48 8b b4 24 d8 00 00 00
; line 55: bar.sync 0;
;   0x03c0: 48 c7 46 78 00 00 00 00 48 8b 84 24 48 01 00 00
;   0x03d0: c6 40 40 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03d4: 49 8d 46 ff
; line 55: bar.sync 0;
;   0x03d8: 48 89 46 40 c7 46 20 01 00 00 00 c6 86 8d 00 00
;   0x03e8: 00 03 e9 f5 09 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03ef: 83 f8 01 0f 84 14 00 00 00
; (no source location: register moves, constants, padding)
;   0x03f8: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0400: c6 86 8d 00 00 00 00 e9 d8 09 00 00
; (no source location: register moves, constants, padding)
;   0x040c: 48 8b 84 24 48 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0414: 48 0f b6 40 40
; (no source location: register moves, constants, padding)
;   0x0419: 48 8b 84 24 48 01 00 00
; line 56: add.u32 %r16, %r1, 8;
;   0x0421: 8b 40 10 48 8b 94 24 48 01 00 00
; line 57: shl.b32 %r17, %r4, 3;
;   0x042c: 8b 52 28 48 89 94 24 40 01 00 00 48 8b 94 24 48
;   0x043c: 01 00 00
; line 58: add.u32 %r17, %r17, %r2;
;   0x043f: 8b 5a 18 48 89 9c 24 38 01 00 00
; line 59: shl.b32 %r18, %r5, 3;
;   0x044a: 8b 52 30 48 8b b4 24 48 01 00 00
; line 60: add.u32 %r18, %r18, %r3;
;   0x0455: 8b 76 20 44 8d 0c d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x045c: 81 c0 08 00 00 00
; line 61: mad.lo.u32 %r19, %r18, %r16, %r17;
;   0x0462: 4c 0f af c8 48 89 84 24 30 01 00 00 48 8b 84 24
;   0x0472: 48 01 00 00
; line 63: add.s64 %rd7, %rd2, %rd6;
;   0x0476: 48 8b 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0479: 4c 8d b1 0e ff ff ff
; line 67: mov.u32 %r22, cblk;
;   0x0480: 4d 85 f6 4c 89 b4 24 f8 00 00 00 0f 8c 5b 15 00
;   0x0490: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0491: 33 c0 48 89 84 24 f0 00 00 00 48 8b 8c 24 40 01
;   0x04a1: 00 00 48 8b 84 24 38 01 00 00
; line 58: add.u32 %r17, %r17, %r2;
;   0x04ab: 8d 04 c8
; line 61: mad.lo.u32 %r19, %r18, %r16, %r17;
;   0x04ae: 41 03 c1
; line 63: add.s64 %rd7, %rd2, %rd6;
;   0x04b1: 48 03 c3 48 8b 94 24 50 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04bc: 48 81 c2 bc ff ff ff 48 89 94 24 28 01 00 00 48
;   0x04cc: 8b 8c 24 f0 00 00 00 48 89 8c 24 e8 00 00 00 4c
;   0x04dc: 8b bc 24 f0 00 00 00 48 89 c2 48 8b 84 24 f0 00
;   0x04ec: 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x04ee: 8b c8 48 8b 84 24 28 01 00 00 48 3b c8 40 0f 96
;   0x04fe: c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04ff: 48 f7 c1 03 00 00 00 41 0f 94 c0
; line 69: ld.shared.u32 %r23, [%r22];
;   0x050a: 41 84 f0 0f 84 1a 0b 00 00
; (no source location: register moves, constants, padding)
;   0x0513: 48 8b b4 24 58 01 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x051b: 8b 34 0e 48 89 f3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0521: 48 8d 71 04
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x0525: 48 3b f0 48 89 84 24 28 01 00 00 41 0f 96 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0534: 48 f7 c6 03 00 00 00 40 0f 94 c6
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x053f: 44 84 c6 0f 84 0f 0b 00 00
; (no source location: register moves, constants, padding)
;   0x0548: 48 8b 84 24 58 01 00 00
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x0550: 8b 4c 08 04 48 89 8c 24 20 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x055c: 4c 8b 44 24 48 4c 8b 4c 24 50 48 89 d0 49 2b c0
;   0x056c: 49 3b c1 0f 82 81 00 00 00 e9 08 0b 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x057a: 49 c1 e8 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x057e: 4b 0f b6 04 03 3d ff 00 00 00 0f 84 0d 0b 00 00
;   0x058e: e9 13 0b 00 00
;   0x0593: 48 8b 87 98 00 00 00 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x059d: 48 c1 e9 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05a1: 48 0f b6 04 08 3d ff 00 00 00 0f 84 2f 00 00 00
;   0x05b1: e9 3f 0b 00 00
;   0x05b6: 48 8b 47 40 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05bd: 48 c1 e9 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05c1: 48 0f b6 04 08 3d ff 00 00 00 0f 85 47 0b 00 00
; (no source location: register moves, constants, padding)
;   0x05d1: 49 89 d1
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05d4: 4c 03 47 30 4d 89 cc e9 24 00 00 00
; (no source location: register moves, constants, padding)
;   0x05e0: 48 8b b4 24 d8 00 00 00 49 89 d1
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05eb: 4c 03 06 4d 89 cc e9 0e 00 00 00
; (no source location: register moves, constants, padding)
;   0x05f6: 48 89 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05f9: 4d 8d 84 32 00 00 00 f0 49 89 f4
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0604: 49 0f b6 08 49 89 ce
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x060b: 48 8b 44 24 58 48 8b 4c 24 60
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0615: 49 8d 54 24 01 48 89 d6
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x061d: 48 2b f0 48 3b f1 0f 82 78 00 00 00 e9 5d 0b 00
;   0x062d: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x062e: 48 c1 e8 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0632: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 62 0b 00
;   0x0642: 00 e9 68 0b 00 00
;   0x0648: 48 8b 8f 98 00 00 00 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0652: 48 c1 ee 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0656: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x0666: 00 e9 94 0b 00 00
;   0x066c: 48 8b 4f 40 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0673: 48 c1 ee 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0677: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 94 0b 00
;   0x0687: 00
;   0x0688: 48 03 47 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x0691: 48 8b b4 24 d8 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0699: 48 03 06 e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06a1: 4b 8d 84 22 01 00 00 f0
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x06a9: 48 0f b6 08 48 89 8c 24 18 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x06b5: 48 8b 44 24 68 48 8b 4c 24 70
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06bf: 49 8d 54 24 02 48 89 d6
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x06c7: 48 2b f0 48 3b f1 0f 82 78 00 00 00 e9 b7 0b 00
;   0x06d7: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06d8: 48 c1 e8 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x06dc: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 bc 0b 00
;   0x06ec: 00 e9 c2 0b 00 00
;   0x06f2: 48 8b 8f 98 00 00 00 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06fc: 48 c1 ee 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0700: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x0710: 00 e9 ee 0b 00 00
;   0x0716: 48 8b 4f 40 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x071d: 48 c1 ee 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0721: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 ee 0b 00
;   0x0731: 00
;   0x0732: 48 03 47 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x073b: 48 8b b4 24 d8 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0743: 48 03 06 e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x074b: 4b 8d 84 22 02 00 00 f0
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0753: 48 0f b6 08 48 89 8c 24 10 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x075f: 48 8b 44 24 78 48 8b 8c 24 80 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x076c: 49 8d 54 24 03 48 89 d6
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0774: 48 2b f0 48 3b f1 0f 82 78 00 00 00 e9 0e 0c 00
;   0x0784: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0785: 48 c1 e8 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0789: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 13 0c 00
;   0x0799: 00 e9 19 0c 00 00
;   0x079f: 48 8b 8f 98 00 00 00 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07a9: 48 c1 ee 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07ad: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x07bd: 00 e9 45 0c 00 00
;   0x07c3: 48 8b 77 40 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07ca: 49 c1 e8 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07ce: 4a 0f b6 34 06 81 fe ff 00 00 00 0f 85 45 0c 00
;   0x07de: 00
;   0x07df: 48 03 47 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x07e8: 48 8b b4 24 d8 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07f0: 48 03 06 e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07f8: 4b 8d 84 22 03 00 00 f0
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0800: 48 0f b6 08 48 89 8c 24 08 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x080c: 48 8b 84 24 88 00 00 00 48 8b 8c 24 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x081c: 49 8d 54 24 04 48 89 d6
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0824: 48 2b f0 48 3b f1 0f 82 78 00 00 00 e9 62 0c 00
;   0x0834: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0835: 48 c1 e8 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0839: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 67 0c 00
;   0x0849: 00 e9 6d 0c 00 00
;   0x084f: 48 8b 8f 98 00 00 00 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0859: 48 c1 ee 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x085d: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x086d: 00 e9 99 0c 00 00
;   0x0873: 48 8b 4f 40 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x087a: 48 c1 ee 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x087e: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 99 0c 00
;   0x088e: 00
;   0x088f: 48 03 47 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x0898: 48 8b b4 24 d8 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x08a0: 48 03 06 e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08a8: 4b 8d 84 22 04 00 00 f0
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x08b0: 48 0f b6 00 48 89 84 24 00 01 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x08bc: 48 8b 84 24 98 00 00 00 48 8b 8c 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08cc: 49 8d 54 24 05 48 89 d6
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x08d4: 48 2b f0 48 3b f1 0f 82 79 00 00 00 e9 b6 0c 00
;   0x08e4: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08e5: 48 c1 e8 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x08e9: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 bb 0c 00
;   0x08f9: 00 e9 c1 0c 00 00
;   0x08ff: 48 8b b7 98 00 00 00 49 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0909: 49 c1 e9 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x090d: 4a 0f b6 34 0e 81 fe ff 00 00 00 0f 84 2b 00 00
;   0x091d: 00 e9 ed 0c 00 00
;   0x0923: 4c 8b 4f 40 48 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x092a: 48 c1 e9 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x092e: 4d 0f b6 0c 09 41 81 f9 ff 00 00 00 0f 85 ec 0c
;   0x093e: 00 00
;   0x0940: 48 03 47 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x0949: 48 8b b4 24 d8 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0951: 48 03 06 e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0959: 4b 8d 84 22 05 00 00 f0
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0961: 4c 0f b6 08
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0965: 48 8b 84 24 a8 00 00 00 48 8b 8c 24 b0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0975: 49 8d 54 24 06 48 89 d6
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x097d: 48 2b f0 48 3b f1 0f 82 78 00 00 00 e9 11 0d 00
;   0x098d: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x098e: 48 c1 e8 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0992: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 16 0d 00
;   0x09a2: 00 e9 21 0d 00 00
;   0x09a8: 48 8b 8f 98 00 00 00 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09b2: 48 c1 ee 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x09b6: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x09c6: 00 e9 52 0d 00 00
;   0x09cc: 48 8b 4f 40 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09d3: 48 c1 ee 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x09d7: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 52 0d 00
;   0x09e7: 00
;   0x09e8: 48 03 47 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x09f1: 48 8b b4 24 d8 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x09f9: 48 03 06 e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a01: 4b 8d 84 22 06 00 00 f0
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a09: 48 0f b6 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a0d: 48 8b 8c 24 b8 00 00 00 48 8b b4 24 c0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a1d: 49 8d 54 24 07 49 89 d0
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a25: 4c 2b c1 4c 3b c6 0f 82 79 00 00 00 e9 7c 0d 00
;   0x0a35: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a36: 48 c1 e9 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a3a: 49 0f b6 34 0b 81 fe ff 00 00 00 0f 84 81 0d 00
;   0x0a4a: 00 e9 8c 0d 00 00
;   0x0a50: 48 8b b7 98 00 00 00 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a5a: 49 c1 e8 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a5e: 4e 0f b6 04 06 41 81 f8 ff 00 00 00 0f 84 2a 00
;   0x0a6e: 00 00 e9 bd 0d 00 00
;   0x0a75: 48 8b 77 40 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a7c: 49 c1 e8 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a80: 4a 0f b6 34 06 81 fe ff 00 00 00 0f 85 bd 0d 00
;   0x0a90: 00
;   0x0a91: 48 03 4f 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a9a: 48 8b b4 24 d8 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0aa2: 48 03 0e e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aaa: 4b 8d 8c 22 07 00 00 f0
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0ab2: 48 0f b6 11
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ab6: 41 81 c7 01 00 00 00 48 8b 8c 24 f0 00 00 00 8d
;   0x0ac6: 71 08 48 8b 8c 24 30 01 00 00 48 89 b4 24 f0 00
;   0x0ad6: 00 00
; line 88: add.s64 %rd7, %rd7, %rd8;
;   0x0ad8: 4c 03 e1 48 89 de
; line 85: vabsdiff4.u32.u32.u32.add %r20, %r23, %r29, %r20;
;   0x0ade: c5 f9 6e c6 4d 89 f0
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0ae5: 45 0f b6 f0 48 8b b4 24 18 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0af1: 40 0f b6 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0af5: c1 e3 08 81 e3 00 ff 00 00
; line 75: bfi.b32 %r29, %r26, %r25, 8, 8;
;   0x0afe: 44 0b f3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b01: 41 81 e6 ff ff 00 ff 48 8b b4 24 10 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0b10: 40 0f b6 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b14: c1 e3 10 81 e3 00 00 ff 00
; line 76: bfi.b32 %r29, %r27, %r29, 16, 8;
;   0x0b1d: 44 0b f3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b20: 41 81 e6 ff ff ff 00 48 8b b4 24 08 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0b2f: 40 0f b6 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b33: c1 e3 18 81 e3 00 00 00 ff
; line 77: bfi.b32 %r29, %r28, %r29, 24, 8;
;   0x0b3c: 44 0b f3
; line 85: vabsdiff4.u32.u32.u32.add %r20, %r23, %r29, %r20;
;   0x0b3f: c4 c1 79 6e ce c5 f9 de d1 c5 f9 da c1 c5 e9 f8
;   0x0b4f: c0 c4 e2 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0
;   0x0b5f: c5 f9 c5 f0 00 0f bf f6 48 8b 9c 24 e8 00 00 00
;   0x0b6f: 03 de 48 8b b4 24 20 01 00 00
; line 86: vabsdiff4.u32.u32.u32.add %r20, %r24, %r30, %r20;
;   0x0b79: c5 f9 6e c6 48 8b b4 24 00 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0b85: 44 0f b6 c6
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0b89: 45 0f b6 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b8d: 41 c1 e1 08 41 81 e1 00 ff 00 00
; line 82: bfi.b32 %r30, %r26, %r25, 8, 8;
;   0x0b98: 45 0b c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b9b: 41 81 e0 ff ff 00 ff
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0ba2: 0f b6 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ba5: c1 e0 10 25 00 00 ff 00
; line 83: bfi.b32 %r30, %r27, %r30, 16, 8;
;   0x0bad: 44 0b c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bb0: 41 81 e0 ff ff ff 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0bb7: 0f b6 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bba: c1 e0 18 25 00 00 00 ff
; line 84: bfi.b32 %r30, %r28, %r30, 24, 8;
;   0x0bc2: 44 0b c0
; line 86: vabsdiff4.u32.u32.u32.add %r20, %r24, %r30, %r20;
;   0x0bc5: c4 c1 79 6e c8 c5 f9 de d1 c5 f9 da c1 c5 e9 f8
;   0x0bd5: c0 c4 e2 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0
;   0x0be5: c5 f9 c5 c0 00 0f bf c0 03 d8
; line 91: @%p1 bra $L__row;
;   0x0bef: 41 83 ff 08 0f 83 20 00 00 00
; (no source location: register moves, constants, padding)
;   0x0bf9: 48 8b 84 24 f0 00 00 00 4c 89 e2 48 89 9c 24 e8
;   0x0c09: 00 00 00 48 89 8c 24 30 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c14: e9 d5 f8 ff ff
; line 92: mov.u32 %r31, %nctaid.x;
;   0x0c19: 8b 4f 78 48 8b 84 24 48 01 00 00
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0c24: 8b 40 30 8b c0
; line 92: mov.u32 %r31, %nctaid.x;
;   0x0c29: 8b c9
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0c2b: 48 0f af c1 48 8b 8c 24 48 01 00 00 44 8b 61 28
; line 95: add.u32 %r32, %r32, %r6;
;   0x0c3b: 8b 51 38
; line 97: add.s64 %rd10, %rd3, %rd9;
;   0x0c3e: 48 8b 49 08
; line 98: st.global.u32 [%rd10], %r20;
;   0x0c42: 4c 8b 84 24 c8 00 00 00 4c 8b 8c 24 d0 00 00 00
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0c52: 41 03 c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c55: c1 e0 06
; line 95: add.u32 %r32, %r32, %r6;
;   0x0c58: 03 c2
; line 97: add.s64 %rd10, %rd3, %rd9;
;   0x0c5a: 48 8d 14 81 48 89 d6
; line 98: st.global.u32 [%rd10], %r20;
;   0x0c61: 49 2b f0 49 3b f1 0f 83 59 0c 00 00
;   0x0c6d: 48 f7 c2 03 00 00 00 0f 85 4c 0c 00 00
;   0x0c7a: 4d 8d 84 12 00 00 00 f0 4c 8b b4 24 f8 00 00 00
;   0x0c8a: e9 e4 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c8f: 49 c1 e8 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0c93: 4b 0f b6 34 03 81 fe ff 00 00 00 0f 85 4c 0c 00
;   0x0ca3: 00
;   0x0ca4: 48 f7 c2 03 00 00 00 0f 85 3f 0c 00 00 e9 2a 0c
;   0x0cb4: 00 00
;   0x0cb6: 48 8b b7 98 00 00 00 4d 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cc0: 49 c1 e9 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0cc4: 4a 0f b6 34 0e 81 fe ff 00 00 00 0f 85 84 0c 00
;   0x0cd4: 00
;   0x0cd5: 48 f7 c2 03 00 00 00 0f 85 77 0c 00 00
; (no source location: register moves, constants, padding)
;   0x0ce2: 48 8b b4 24 d8 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0cea: 4c 03 06 4c 8b b4 24 f8 00 00 00 e9 79 00 00 00
;   0x0cfa: 48 8b 77 40 4d 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d01: 49 c1 e9 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d05: 4a 0f b6 34 0e 81 fe ff 00 00 00 0f 85 5f 0c 00
;   0x0d15: 00
;   0x0d16: 48 f7 c2 03 00 00 00 0f 85 52 0c 00 00
;   0x0d23: 4c 03 47 30 4c 8b b4 24 f8 00 00 00 e9 3f 00 00
;   0x0d33: 00
; (no source location: register moves, constants, padding)
;   0x0d34: 4c 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d3c: e9 32 00 00 00
; (no source location: register moves, constants, padding)
;   0x0d41: 4c 8b 84 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d49: 41 89 40 24 48 8b 84 24 d8 00 00 00 48 89 50 28
;   0x0d59: 48 89 48 30 48 89 70 38 b8 02 00 00 00 48 8b b4
;   0x0d69: 24 d8 00 00 00 e9 14 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d73: 41 89 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d76: 33 c0 49 81 c6 f8 ff ff ff 48 8b b4 24 d8 00 00
;   0x0d86: 00
; (no source location: register moves, constants, padding)
;   0x0d87: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d8f: 4c 89 76 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x0d9f: 00 00
;   0x0da1: 48 8b 9c 24 c0 01 00 00 4c 8b a4 24 c8 01 00 00
;   0x0db1: 4c 8b ac 24 d0 01 00 00 4c 8b b4 24 d8 01 00 00
;   0x0dc1: 4c 8b bc 24 e0 01 00 00 48 81 c4 f0 01 00 00 48
;   0x0dd1: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0dd5: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ddd: c7 46 20 ff ff ff ff
; (no source location: register moves, constants, padding)
;   0x0de4: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0dec: 48 81 c6 98 00 00 00 48 89 b4 24 d8 00 00 00 4c
;   0x0dfc: 8b a4 24 b0 01 00 00 e9 4a f3 ff ff
;   0x0e08: 33 c0 48 8b 9c 24 c0 01 00 00 4c 8b a4 24 c8 01
;   0x0e18: 00 00 4c 8b ac 24 d0 01 00 00 4c 8b b4 24 d8 01
;   0x0e28: 00 00 4c 8b bc 24 e0 01 00 00 48 81 c4 f0 01 00
;   0x0e38: 00 48 89 ec 5d c3
;   0x0e3e: 48 8d 84 19 00 00 00 f0 49 8d 75 fc
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0e4a: 48 3b c6 0f 86 8f f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e53: e9 41 00 00 00
; (no source location: register moves, constants, padding)
;   0x0e58: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e5b: e9 c3 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0e60: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e65: 8d b4 19 00 00 00 f0 83 e6 07
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0e6f: c4 e2 4b f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e74: 83 e0 0f 83 f8 0f 0f 94 c0 48 f7 c2 03 00 00 00
;   0x0e84: 40 0f 94 c6
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0e88: 40 84 c6 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0e91: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e94: e9 8a 00 00 00
;   0x0e99: 48 b8 00 00 00 60 ff ff ff ff 48 03 c2 48 c7 c6
;   0x0ea9: fc ff ff ff 48 03 b7 90 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0eb4: 48 3b c6 0f 86 4c f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ebd: 48 8d 84 19 00 00 00 80 48 c7 c6 fc ff ff ff 48
;   0x0ecd: 03 77 38
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0ed0: 48 3b c6 0f 86 6c f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ed9: 41 b8 04 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x0ee9: c1
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0eea: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x0efa: 85 c0 0f 85 71 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f02: 33 c0 b9 04 00 00 00 49 81 c6 f1 ff ff ff 48 89
;   0x0f12: ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f1e: e9 1e fe ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f23: ba 04 00 00 00 48 8b 8c 24 a8 01 00 00 4c 89 c6
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f33: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f38: 49 8d 84 32 00 00 00 f0
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f40: e9 2e f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f45: b8 01 00 00 00 b9 00 00 00 80 49 8d 14 09 b9 04
;   0x0f55: 00 00 00 49 81 c6 f1 ff ff ff 48 89 ce 4c 8b 84
;   0x0f65: 24 d8 00 00 00
; line 53: st.shared.u32 [%r14], %r13;
;   0x0f6a: e9 d2 fd ff ff
; (no source location: register moves, constants, padding)
;   0x0f6f: 48 8b b4 24 d8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0f77: 48 8b 46 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f7f: 41 bf 44 03 00 00 41 bc 02 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0f8b: 85 c0 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0f93: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f9b: e9 22 0b 00 00
; (no source location: register moves, constants, padding)
;   0x0fa0: 48 8b b4 24 d8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0fa8: 48 8b 46 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fac: be 00 00 10 00 48 3b f0 48 89 c1 48 0f 4c ce 41
;   0x0fbc: bf 44 03 00 00 41 bc 01 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0fc7: 48 85 c9 0f 8f 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0fd0: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fd8: e9 e5 0a 00 00
; (no source location: register moves, constants, padding)
;   0x0fdd: 48 8b b4 24 d8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0fe5: 48 8b 76 68 49 89 c8 49 f7 d8 f0 4c 0f c1 06
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ff4: 41 bf 44 03 00 00 41 bc 06 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x1000: 4c 3b c1 0f 8d 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1009: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1011: e9 ac 0a 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x1016: 48 2b c1 48 8b b4 24 d8 00 00 00 48 89 46 48 4c
;   0x1026: 03 f1 e9 d9 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x102d: b8 02 00 00 00 ba 00 00 00 80 48 03 d1 b9 04 00
;   0x103d: 00 00 48 89 ce 4c 8b 84 24 d8 00 00 00 4c 8b b4
;   0x104d: 24 f8 00 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x1052: e9 ea fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1057: b8 03 00 00 00 be 04 00 00 80 48 8d 14 31 b9 04
;   0x1067: 00 00 00 48 89 ce 4c 8b 84 24 d8 00 00 00 4c 8b
;   0x1077: b4 24 f8 00 00 00
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x107d: e9 bf fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1082: 4c 8d 82 00 00 00 f0 4d 8d 4d ff
; line 71: ld.global.u8 %r25, [%rd7];
;   0x108d: 4d 3b c1 0f 86 e4 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1096: e9 35 00 00 00
; (no source location: register moves, constants, padding)
;   0x109b: 49 89 d1 49 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10a1: e9 c3 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x10a6: 4b 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10ab: 8d 8a 00 00 00 f0 83 e1 07
; line 71: ld.global.u8 %r25, [%rd7];
;   0x10b4: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10b9: 83 e0 01
; line 71: ld.global.u8 %r25, [%rd7];
;   0x10bc: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x10c5: 49 89 d1 49 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10cb: e9 99 00 00 00
;   0x10d0: 48 b8 00 00 00 60 ff ff ff ff 4c 8d 04 02 48 c7
;   0x10e0: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x10ec: 4c 3b c0 0f 86 9e f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10f5: 4c 8d 82 00 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x1105: 47 38
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1107: 4c 3b c0 0f 86 a6 f4 ff ff
; (no source location: register moves, constants, padding)
;   0x1110: 49 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1113: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x1118: 49 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x111b: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x112b: c1
; line 71: ld.global.u8 %r25, [%rd7];
;   0x112c: e8 00 00 00 00 49 89 d1 4c 8b 86 90 00 00 00 4d
;   0x113c: 85 c0 0f 85 c0 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1144: b8 04 00 00 00 b9 01 00 00 00 4c 89 ca 48 89 ce
;   0x1154: 4c 8b 84 24 d8 00 00 00 4c 8b b4 24 f8 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1164: e9 d8 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1169: ba 01 00 00 00 48 8b 8c 24 a0 01 00 00 4c 89 ce
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1179: e8 00 00 00 00 4d 8d 84 32 00 00 00 f0 e9 79 f4
;   0x1189: ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x118b: 49 8d 84 24 01 00 00 f0 49 8d 4d ff
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1197: 48 3b c1 0f 86 8e f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11a0: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x11a5: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11ab: e9 ba 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x11b0: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11b5: 41 8d 8c 24 01 00 00 f0 83 e1 07
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x11c0: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11c5: 83 e0 01
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x11c8: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x11d1: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11d7: e9 8e 00 00 00
;   0x11dc: 48 b8 01 00 00 60 ff ff ff ff 49 03 c4 48 c7 c1
;   0x11ec: ff ff ff ff 48 03 8f 90 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x11f7: 48 3b c1 0f 86 48 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1200: 49 8d 84 24 01 00 00 80 48 c7 c1 ff ff ff ff 48
;   0x1210: 03 4f 38
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1213: 48 3b c1 0f 86 50 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x121c: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x122c: c1
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x122d: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x123d: 85 c0 0f 85 64 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1245: b8 05 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x1255: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1265: e9 d7 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x126a: ba 01 00 00 00 48 8b 8c 24 98 01 00 00 4c 89 c6
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x127a: e8 00 00 00 00 4b 8d 84 22 01 00 00 f0 4d 89 cc
;   0x128a: e9 1a f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x128f: 49 8d 84 24 02 00 00 f0 49 8d 4d ff
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x129b: 48 3b c1 0f 86 34 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12a4: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x12a9: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12af: e9 ba 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x12b4: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12b9: 41 8d 8c 24 02 00 00 f0 83 e1 07
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x12c4: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12c9: 83 e0 01
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x12cc: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x12d5: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12db: e9 8e 00 00 00
;   0x12e0: 48 b8 02 00 00 60 ff ff ff ff 49 03 c4 48 c7 c1
;   0x12f0: ff ff ff ff 48 03 8f 90 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x12fb: 48 3b c1 0f 86 ee f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1304: 49 8d 84 24 02 00 00 80 48 c7 c1 ff ff ff ff 48
;   0x1314: 03 4f 38
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1317: 48 3b c1 0f 86 f6 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1320: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1330: c1
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1331: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x1341: 85 c0 0f 85 0a f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1349: b8 06 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x1359: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1369: e9 d3 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x136e: ba 01 00 00 00 48 8b 8c 24 90 01 00 00 4c 89 c6
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x137e: e8 00 00 00 00 4b 8d 84 22 02 00 00 f0 4d 89 cc
;   0x138e: e9 c0 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1393: 49 8d 84 24 03 00 00 f0 49 8d 4d ff
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x139f: 48 3b c1 0f 86 dd f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13a8: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x13ad: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13b3: e9 ba 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x13b8: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13bd: 41 8d 8c 24 03 00 00 f0 83 e1 07
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x13c8: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13cd: 83 e0 01
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x13d0: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x13d9: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13df: e9 8e 00 00 00
;   0x13e4: 48 b8 03 00 00 60 ff ff ff ff 49 03 c4 48 c7 c1
;   0x13f4: ff ff ff ff 48 03 8f 90 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x13ff: 48 3b c1 0f 86 97 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1408: 49 8d 84 24 03 00 00 80 48 c7 c1 ff ff ff ff 48
;   0x1418: 03 4f 38
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x141b: 48 3b c1 0f 86 9f f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1424: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1434: c1
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1435: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x1445: 85 c0 0f 85 b3 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x144d: b8 07 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x145d: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x146d: e9 cf f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1472: ba 01 00 00 00 48 8b 8c 24 88 01 00 00 4c 89 c6
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1482: e8 00 00 00 00 4b 8d 84 22 03 00 00 f0 4d 89 cc
;   0x1492: e9 69 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1497: 49 8d 84 24 04 00 00 f0 49 8d 4d ff
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x14a3: 48 3b c1 0f 86 89 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14ac: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x14b1: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14b7: e9 ba 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x14bc: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14c1: 41 8d 8c 24 04 00 00 f0 83 e1 07
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x14cc: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14d1: 83 e0 01
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x14d4: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x14dd: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14e3: e9 8e 00 00 00
;   0x14e8: 48 b8 04 00 00 60 ff ff ff ff 49 03 c4 48 c7 c1
;   0x14f8: ff ff ff ff 48 03 8f 90 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1503: 48 3b c1 0f 86 43 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x150c: 49 8d 84 24 04 00 00 80 48 c7 c1 ff ff ff ff 48
;   0x151c: 03 4f 38
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x151f: 48 3b c1 0f 86 4b f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1528: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1538: c1
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1539: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x1549: 85 c0 0f 85 5f f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1551: b8 08 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x1561: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1571: e9 cb f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1576: ba 01 00 00 00 48 8b 8c 24 80 01 00 00 4c 89 c6
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1586: e8 00 00 00 00 4b 8d 84 22 04 00 00 f0 4d 89 cc
;   0x1596: e9 15 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x159b: 49 8d 84 24 05 00 00 f0 49 8d 4d ff
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x15a7: 48 3b c1 0f 86 35 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15b0: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x15b5: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15bb: e9 ba 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x15c0: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15c5: 41 8d 8c 24 05 00 00 f0 83 e1 07
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x15d0: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15d5: 83 e0 01
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x15d8: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x15e1: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15e7: e9 8e 00 00 00
;   0x15ec: 48 b8 05 00 00 60 ff ff ff ff 49 03 c4 48 c7 c1
;   0x15fc: ff ff ff ff 48 03 8f 90 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1607: 48 3b c1 0f 86 ef f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1610: 49 8d 84 24 05 00 00 80 48 c7 c6 ff ff ff ff 48
;   0x1620: 03 77 38
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1623: 48 3b c6 0f 86 f7 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x162c: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x163c: c1
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x163d: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x164d: 85 c0 0f 85 0c f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1655: b8 09 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x1665: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1675: e9 c7 f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x167a: ba 01 00 00 00 48 8b 8c 24 78 01 00 00 4c 89 c6
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x168a: e8 00 00 00 00 4b 8d 84 22 05 00 00 f0 4d 89 cc
;   0x169a: e9 c2 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x169f: 49 8d 84 24 06 00 00 f0 49 8d 4d ff
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x16ab: 48 3b c1 0f 86 da f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16b4: e9 41 00 00 00
; (no source location: register moves, constants, padding)
;   0x16b9: 49 89 d0 4c 89 a4 24 e0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16c4: e9 bf 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x16c9: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16ce: 41 8d 8c 24 06 00 00 f0 83 e1 07
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x16d9: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16de: 83 e0 01
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x16e1: 83 f8 01 0f 85 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x16ea: 49 89 d0 4c 89 a4 24 e0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16f5: e9 8e 00 00 00
;   0x16fa: 48 b8 06 00 00 60 ff ff ff ff 49 03 c4 48 c7 c1
;   0x170a: ff ff ff ff 48 03 8f 90 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1715: 48 3b c1 0f 86 8a f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x171e: 49 8d 84 24 06 00 00 80 48 c7 c1 ff ff ff ff 48
;   0x172e: 03 4f 38
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1731: 48 3b c1 0f 86 92 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x173a: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x174a: c1
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x174b: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x175b: 85 c0 0f 85 a6 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1763: b8 0a 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x1773: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1783: e9 b9 f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1788: ba 01 00 00 00 48 8b 8c 24 70 01 00 00 4c 89 c6
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1798: e8 00 00 00 00 4b 8d 84 22 06 00 00 f0 4c 8b a4
;   0x17a8: 24 e0 00 00 00 e9 57 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17b2: 49 8d 8c 24 07 00 00 f0 49 8d 75 ff
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x17be: 48 3b ce 0f 86 6f f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17c7: e9 41 00 00 00
; (no source location: register moves, constants, padding)
;   0x17cc: 49 89 d0 4c 89 a4 24 e0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17d7: e9 c0 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x17dc: 49 0f b7 0c 0b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17e1: 41 8d b4 24 07 00 00 f0 83 e6 07
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x17ec: c4 e2 4b f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17f1: 83 e1 01
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x17f4: 83 f9 01 0f 85 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x17fd: 49 89 d0 4c 89 a4 24 e0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1808: e9 8f 00 00 00
;   0x180d: 48 be 07 00 00 60 ff ff ff ff 49 8d 0c 34 48 c7
;   0x181d: c6 ff ff ff ff 48 03 b7 90 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1829: 48 3b ce 0f 86 1e f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1832: 49 8d 8c 24 07 00 00 80 48 c7 c6 ff ff ff ff 48
;   0x1842: 03 77 38
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1845: 48 3b ce 0f 86 27 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x184e: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x185e: c1
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x185f: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x186f: 85 c9 0f 85 3b f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1877: b8 0b 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x1887: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1897: e9 a5 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x189c: ba 01 00 00 00 48 8b 8c 24 68 01 00 00 4c 89 c6
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x18ac: e8 00 00 00 00 4b 8d 8c 22 07 00 00 f0 4c 8b a4
;   0x18bc: 24 e0 00 00 00 e9 ec f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18c6: 4c 8d 84 81 00 00 00 f0 49 8d 75 fc
; line 98: st.global.u32 [%rd10], %r20;
;   0x18d2: 4c 3b c6 0f 86 b4 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18db: e9 54 00 00 00
; (no source location: register moves, constants, padding)
;   0x18e0: 49 89 d1 4c 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18eb: e9 da 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x18f0: 4b 0f b7 34 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18f5: 44 8d 84 81 00 00 00 f0 41 83 e0 07
; line 98: st.global.u32 [%rd10], %r20;
;   0x1901: c4 e2 3b f7 f6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1906: 83 e6 0f 83 fe 0f 40 0f 94 c6 48 f7 c2 03 00 00
;   0x1916: 00 41 0f 94 c0
; line 98: st.global.u32 [%rd10], %r20;
;   0x191b: 41 84 f0 0f 84 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x1924: 49 89 d1 4c 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x192f: e9 96 00 00 00
;   0x1934: 48 be 00 00 00 60 ff ff ff ff 4c 8d 04 32 48 c7
;   0x1944: c6 fc ff ff ff 48 03 b7 90 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x1950: 4c 3b c6 0f 86 5d f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1959: 4c 8d 84 81 00 00 00 80 48 c7 c0 fc ff ff ff 48
;   0x1969: 03 47 38
; line 98: st.global.u32 [%rd10], %r20;
;   0x196c: 4c 3b c0 0f 86 85 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1975: 41 b8 04 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1985: c1
; line 98: st.global.u32 [%rd10], %r20;
;   0x1986: e8 00 00 00 00 49 89 d1 4c 8b 86 90 00 00 00 4d
;   0x1996: 85 c0 0f 85 96 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x199e: b8 0c 00 00 00 b9 04 00 00 00 4c 8b b4 24 f8 00
;   0x19ae: 00 00 49 81 c6 f8 ff ff ff 4c 89 ca 48 89 ce 4c
;   0x19be: 8b 84 24 d8 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x19c5: e9 77 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19ca: ba 04 00 00 00 48 8b 8c 24 60 01 00 00 4c 89 ce
; line 98: st.global.u32 [%rd10], %r20;
;   0x19da: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19df: 4d 8d 84 32 00 00 00 f0
; line 98: st.global.u32 [%rd10], %r20;
;   0x19e7: e9 87 f3 ff ff
; (no source location: register moves, constants, padding)
;   0x19ec: 48 8b 8c 24 30 01 00 00 48 8b b4 24 d8 00 00 00
;   0x19fc: 4c 8b b4 24 f8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a04: 48 8b 46 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a0c: 41 bf 11 08 00 00 41 bc 02 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a18: 85 c0 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a20: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a28: e9 95 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a2d: 48 8b b4 24 d8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a35: 4c 8b 46 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a39: ba 00 00 10 00 49 3b d0 4c 89 c0 48 0f 4c c2 41
;   0x1a49: bf 11 08 00 00 41 bc 01 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a54: 48 85 c0 0f 8f 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a5d: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a65: e9 58 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a6a: 48 8b b4 24 d8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a72: 48 8b 76 68 48 89 c2 48 f7 da f0 48 0f c1 16
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a81: 41 bf 11 08 00 00 41 bc 06 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a8d: 48 3b d0 0f 8d 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a96: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a9e: e9 1f 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1aa3: 4c 2b c0 48 8b b4 24 d8 00 00 00 4c 89 46 48 4c
;   0x1ab3: 03 f0 48 89 8c 24 30 01 00 00 e9 be e9 ff ff
; (no source location: register moves, constants, padding)
;   0x1ac2: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1aca: 44 89 7e 60 44 89 66 64 b8 04 00 00 00 e9 ab f2
;   0x1ada: ff ff
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x1f0, %rsp
  movq %rbx, 0x1c0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x1c8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x1d0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x1d8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x1e0(%rsp)
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
  imulq $0x98, %rdx, %r8
  leaq (%rsi, %r8), %r8
  movq %rsi, <offset:1>+0xd8(%rsp)
  movq %r8, <offset:1>+0x1b0(%rsp)
  leaq <offset:1>+0x38(%rsp), %rcx
  movq %rcx, <offset:1>+0x1a8(%rsp)
  leaq <offset:1>+0x48(%rsp), %rcx
  movq %rcx, <offset:1>+0x1a0(%rsp)
  leaq <offset:1>+0x58(%rsp), %rcx
  movq %rcx, <offset:1>+0x198(%rsp)
  leaq <offset:1>+0x68(%rsp), %rcx
  movq %rcx, <offset:1>+0x190(%rsp)
  leaq <offset:1>+0x78(%rsp), %rcx
  movq %rcx, <offset:1>+0x188(%rsp)
  leaq <offset:1>+0x88(%rsp), %rcx
  movq %rcx, <offset:1>+0x180(%rsp)
  leaq <offset:1>+0x98(%rsp), %rcx
  movq %rcx, <offset:1>+0x178(%rsp)
  leaq <offset:1>+0xa8(%rsp), %rcx
  movq %rcx, <offset:1>+0x170(%rsp)
  leaq <offset:1>+0xb8(%rsp), %rcx
  movq %rcx, <offset:1>+0x168(%rsp)
  leaq <offset:1>+0xc8(%rsp), %rcx
  movq %rcx, <offset:1>+0x160(%rsp)
  movq <offset:1>+0x1b0(%rsp), %r12
  jmp     label1
block1:
  cmpq %r12, %rsi
  movq %r12, <offset:1>+0x1b0(%rsp)
  jz      label300; j label2
block2:
  movl 0x20(%rsi), %eax
  cmpl $0xffffffff, %eax
  jz      label3; j label4
block3:
  movq %rsi, <offset:1>+0xd8(%rsp)
  jmp     label299
block4:
  movq 0x48(%rdi), %rdx
  movq 0x50(%rdi), %rcx
  movq 0x58(%rdi), %rcx
  movq (%rdi), %r10
  movq 8(%rdi), %r13
  movq 0x10(%rdi), %r11
  movq 0x30(%rdi), %rcx
  movq %rcx, <offset:1>+0x158(%rsp)
  movq 0x38(%rdi), %rcx
  movq %rcx, <offset:1>+0x150(%rsp)
  movq 0x40(%rdi), %rcx
  movq 0x40(%rsi), %rcx
  movq 8(%rsi), %r8
  movq %rsi, <offset:1>+0xd8(%rsp)
  movq %r8, <offset:1>+0x148(%rsp)
  testl %eax, %eax
  jnz     label54; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  movq $0x0, <offset:1>+0x30(%rsp)
  leaq -0xe(%rcx), %r8
  movq %r8, <offset:1>+0xf8(%rsp)
  movq <offset:1>+0xf8(%rsp), %r14
  jmp     label6
block6:
  testq %r14, %r14
  jl      label47; j label7
block7:
  movq 0x70(%rdx), %rcx
  movq 0x88(%rdx), %r8
  movq <offset:1>+0x148(%rsp), %rbx
  movq %r8, (%rbx)
  movq 0xa0(%rdx), %r9
  movq %r9, 8(%rbx)
  movl 0xb8(%rdx), %eax
  movl %eax, 0x10(%rbx)
  movq %r8, (%rbx)
  movq %r9, 8(%rbx)
  movq <offset:1>+0xd8(%rsp), %rsi
  movl 0x10(%rsi), %r8d
  movl %r8d, 0x18(%rbx)
  movl 0x14(%rsi), %r9d
  movl %r9d, 0x20(%rbx)
  movl 0x6c(%rdi), %edx
  movl %edx, 0x28(%rbx)
  movl 0x70(%rdi), %r12d
  movl %r12d, 0x30(%rbx)
  movl %r9d, %esi
  shlq $0x3, %rsi
  leal (%rsi, %r8), %r9d
  movl %r9d, 0x38(%rbx)
  cmpl $0x10, %r9d
  jnb     label8; j label9
block8:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label46
block9:
  movq %r9, %rsi
  shrl $1, %esi
  leal (%rsi, %r12, 8), %r8d
  movl %eax, %eax
  imulq %rax, %r8
  movq <offset:1>+0x38(%rsp), %rax
  movq <offset:1>+0x40(%rsp), %r12
  movq %r9, %rsi
  andl $0x1, %esi
  shll $0x2, %esi
  leal (%rsi, %rdx, 8), %edx
  leal (%r8, %rdx), %ebx
  leaq (%rcx, %rbx), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %r12, %rsi
  jb      label11; j label10
block11:
  testq $0x3, %rdx
  jnz     label12; j label13
block13:
  leaq -0x10000000(%r10, %rdx), %rax
  jmp     label42
block16:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rsi
  cmpl $0xff, %esi
  jz      label18; j label17
block18:
  testq $0x3, %rdx
  jnz     label19; j label20
block26:
  movq 0x98(%rdi), %rsi
  movq %rax, %r8
  shrq $0x3, %r8
  movzbq (%rsi, %r8), %rsi
  cmpl $0xff, %esi
  jz      label28; j label27
block28:
  testq $0x3, %rdx
  jnz     label29; j label30
block30:
  movq <offset:1>+0xd8(%rsp), %rsi
  addq (%rsi), %rax
  jmp     label42
block33:
  movq 0x40(%rdi), %r8
  movq %rax, %r10
  shrq $0x3, %r10
  movzbq (%r8, %r10), %r8
  cmpl $0xff, %r8d
  jz      label35; j label34
block35:
  testq $0x3, %rdx
  jnz     label36; j label37
block37:
  addq 0x30(%rdi), %rax
  jmp     label42
block39:
  jmp     label42
block42:
  movl (%rax), %eax
  shll $0x2, %r9d
  movq <offset:1>+0x150(%rsp), %rbx
  leaq -0x44(%rbx), %rcx
  cmpq %rcx, %r9
  setbe %cl
  testq $0x3, %r9
  sete %dl
  testb %cl, %dl
  jnz     label44; j label43
block44:
  jmp     label45
block45:
  movq <offset:1>+0x158(%rsp), %r15
  movl %eax, (%r15, %r9)
  leaq -0xf(%r14), %r14
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label46
block46:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movq <offset:1>+0x148(%rsp), %rax
  movb $0x0, 0x40(%rax)
  leaq -1(%r14), %rax
  movq %rax, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  jmp     label299
block54:
  cmpl $0x1, %eax
  jz      label56; j label55
block55:
  movq <offset:1>+0xd8(%rsp), %rsi
  movb $0x0, 0x8d(%rsi)
  jmp     label299
block56:
  movq <offset:1>+0x148(%rsp), %rax
  movzbq 0x40(%rax), %rax
  jmp     label57
block57:
  movq <offset:1>+0x148(%rsp), %rax
  movl 0x10(%rax), %eax
  movq <offset:1>+0x148(%rsp), %rdx
  movl 0x28(%rdx), %edx
  movq %rdx, <offset:1>+0x140(%rsp)
  movq <offset:1>+0x148(%rsp), %rdx
  movl 0x18(%rdx), %ebx
  movq %rbx, <offset:1>+0x138(%rsp)
  movl 0x30(%rdx), %edx
  movq <offset:1>+0x148(%rsp), %rsi
  movl 0x20(%rsi), %esi
  leal (%rsi, %rdx, 8), %r9d
  leal 8(%rax), %eax
  imulq %rax, %r9
  movq %rax, <offset:1>+0x130(%rsp)
  movq <offset:1>+0x148(%rsp), %rax
  movq (%rax), %rbx
  jmp     label58
block58:
  leaq -0xf2(%rcx), %r14
  jmp     label59
block59:
  testq %r14, %r14
  movq %r14, <offset:1>+0xf8(%rsp)
  jl      label288; j label60
block60:
  uninit  %rax
  xorl %eax, %eax
  movq %rax, <offset:1>+0xf0(%rsp)
  movq <offset:1>+0x140(%rsp), %rcx
  movq <offset:1>+0x138(%rsp), %rax
  leal (%rax, %rcx, 8), %eax
  leal (%r9, %rax), %eax
  leaq (%rbx, %rax), %rax
  movq <offset:1>+0x150(%rsp), %rdx
  leaq -0x44(%rdx), %rdx
  movq %rdx, <offset:1>+0x128(%rsp)
  movq <offset:1>+0xf0(%rsp), %rcx
  movq %rcx, <offset:1>+0xe8(%rsp)
  movq <offset:1>+0xf0(%rsp), %r15
  movq %rax, %rdx
  movq <offset:1>+0xf0(%rsp), %rax
  jmp     label61
block61:
  movl %eax, %ecx
  movq <offset:1>+0x128(%rsp), %rax
  cmpq %rax, %rcx
  setbe %sil
  testq $0x3, %rcx
  sete %r8b
  testb %sil, %r8b
  jnz     label63; j label62
block63:
  jmp     label64
block64:
  movq <offset:1>+0x158(%rsp), %rsi
  movl (%rsi, %rcx), %esi
  movq %rsi, %rbx
  leaq 4(%rcx), %rsi
  cmpq %rax, %rsi
  movq %rax, <offset:1>+0x128(%rsp)
  setbe %r8b
  testq $0x3, %rsi
  sete %sil
  testb %r8b, %sil
  jnz     label66; j label65
block66:
  jmp     label67
block67:
  movq <offset:1>+0x158(%rsp), %rax
  movl 4(%rax, %rcx), %ecx
  movq %rcx, <offset:1>+0x120(%rsp)
  movq <offset:1>+0x48(%rsp), %r8
  movq <offset:1>+0x50(%rsp), %r9
  movq %rdx, %rax
  subq %r8, %rax
  cmpq %r9, %rax
  jb      label89; j label68
block70:
  shrq $0x3, %r8
  movzbq (%r11, %r8), %rax
  cmpl $0xff, %eax
  jz      label71; j label72
block77:
  movq 0x98(%rdi), %rax
  movq %r8, %rcx
  shrq $0x3, %rcx
  movzbq (%rax, %rcx), %rax
  cmpl $0xff, %eax
  jz      label87; j label78
block81:
  movq 0x40(%rdi), %rax
  movq %r8, %rcx
  shrq $0x3, %rcx
  movzbq (%rax, %rcx), %rax
  cmpl $0xff, %eax
  jz      label86; j label82
block84:
  jmp     label90
block86:
  movq %rdx, %r9
  addq 0x30(%rdi), %r8
  movq %r9, %r12
  jmp     label90
block87:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %rdx, %r9
  addq (%rsi), %r8
  movq %r9, %r12
  jmp     label90
block89:
  movq %rdx, %rsi
  leaq -0x10000000(%r10, %rsi), %r8
  movq %rsi, %r12
  jmp     label90
block90:
  movzbq (%r8), %rcx
  movq %rcx, %r14
  movq <offset:1>+0x58(%rsp), %rax
  movq <offset:1>+0x60(%rsp), %rcx
  leaq 1(%r12), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label112; j label91
block93:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label94; j label95
block100:
  movq 0x98(%rdi), %rcx
  movq %rax, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label110; j label101
block104:
  movq 0x40(%rdi), %rcx
  movq %rax, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label109; j label105
block107:
  jmp     label113
block109:
  addq 0x30(%rdi), %rax
  jmp     label113
block110:
  movq <offset:1>+0xd8(%rsp), %rsi
  addq (%rsi), %rax
  jmp     label113
block112:
  leaq -0xfffffff(%r10, %r12), %rax
  jmp     label113
block113:
  movzbq (%rax), %rcx
  movq %rcx, <offset:1>+0x118(%rsp)
  movq <offset:1>+0x68(%rsp), %rax
  movq <offset:1>+0x70(%rsp), %rcx
  leaq 2(%r12), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label135; j label114
block116:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label117; j label118
block123:
  movq 0x98(%rdi), %rcx
  movq %rax, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label133; j label124
block127:
  movq 0x40(%rdi), %rcx
  movq %rax, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label132; j label128
block130:
  jmp     label136
block132:
  addq 0x30(%rdi), %rax
  jmp     label136
block133:
  movq <offset:1>+0xd8(%rsp), %rsi
  addq (%rsi), %rax
  jmp     label136
block135:
  leaq -0xffffffe(%r10, %r12), %rax
  jmp     label136
block136:
  movzbq (%rax), %rcx
  movq %rcx, <offset:1>+0x110(%rsp)
  movq <offset:1>+0x78(%rsp), %rax
  movq <offset:1>+0x80(%rsp), %rcx
  leaq 3(%r12), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label158; j label137
block139:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label140; j label141
block146:
  movq 0x98(%rdi), %rcx
  movq %rax, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label156; j label147
block150:
  movq 0x40(%rdi), %rsi
  movq %rax, %r8
  shrq $0x3, %r8
  movzbq (%rsi, %r8), %rsi
  cmpl $0xff, %esi
  jz      label155; j label151
block153:
  jmp     label159
block155:
  addq 0x30(%rdi), %rax
  jmp     label159
block156:
  movq <offset:1>+0xd8(%rsp), %rsi
  addq (%rsi), %rax
  jmp     label159
block158:
  leaq -0xffffffd(%r10, %r12), %rax
  jmp     label159
block159:
  movzbq (%rax), %rcx
  movq %rcx, <offset:1>+0x108(%rsp)
  movq <offset:1>+0x88(%rsp), %rax
  movq <offset:1>+0x90(%rsp), %rcx
  leaq 4(%r12), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label181; j label160
block162:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label163; j label164
block169:
  movq 0x98(%rdi), %rcx
  movq %rax, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label179; j label170
block173:
  movq 0x40(%rdi), %rcx
  movq %rax, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label178; j label174
block176:
  jmp     label182
block178:
  addq 0x30(%rdi), %rax
  jmp     label182
block179:
  movq <offset:1>+0xd8(%rsp), %rsi
  addq (%rsi), %rax
  jmp     label182
block181:
  leaq -0xffffffc(%r10, %r12), %rax
  jmp     label182
block182:
  movzbq (%rax), %rax
  movq %rax, <offset:1>+0x100(%rsp)
  movq <offset:1>+0x98(%rsp), %rax
  movq <offset:1>+0xa0(%rsp), %rcx
  leaq 5(%r12), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label204; j label183
block185:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label186; j label187
block192:
  movq 0x98(%rdi), %rsi
  movq %rax, %r9
  shrq $0x3, %r9
  movzbq (%rsi, %r9), %rsi
  cmpl $0xff, %esi
  jz      label202; j label193
block196:
  movq 0x40(%rdi), %r9
  movq %rax, %rcx
  shrq $0x3, %rcx
  movzbq (%r9, %rcx), %r9
  cmpl $0xff, %r9d
  jz      label201; j label197
block199:
  jmp     label205
block201:
  addq 0x30(%rdi), %rax
  jmp     label205
block202:
  movq <offset:1>+0xd8(%rsp), %rsi
  addq (%rsi), %rax
  jmp     label205
block204:
  leaq -0xffffffb(%r10, %r12), %rax
  jmp     label205
block205:
  movzbq (%rax), %r9
  movq <offset:1>+0xa8(%rsp), %rax
  movq <offset:1>+0xb0(%rsp), %rcx
  leaq 6(%r12), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label227; j label206
block208:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label209; j label210
block215:
  movq 0x98(%rdi), %rcx
  movq %rax, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label225; j label216
block219:
  movq 0x40(%rdi), %rcx
  movq %rax, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label224; j label220
block222:
  jmp     label228
block224:
  addq 0x30(%rdi), %rax
  jmp     label228
block225:
  movq <offset:1>+0xd8(%rsp), %rsi
  addq (%rsi), %rax
  jmp     label228
block227:
  leaq -0xffffffa(%r10, %r12), %rax
  jmp     label228
block228:
  movzbq (%rax), %rax
  movq <offset:1>+0xb8(%rsp), %rcx
  movq <offset:1>+0xc0(%rsp), %rsi
  leaq 7(%r12), %rdx
  movq %rdx, %r8
  subq %rcx, %r8
  cmpq %rsi, %r8
  jb      label250; j label229
block231:
  shrq $0x3, %rcx
  movzbq (%r11, %rcx), %rsi
  cmpl $0xff, %esi
  jz      label232; j label233
block238:
  movq 0x98(%rdi), %rsi
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%rsi, %r8), %r8
  cmpl $0xff, %r8d
  jz      label248; j label239
block242:
  movq 0x40(%rdi), %rsi
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%rsi, %r8), %rsi
  cmpl $0xff, %esi
  jz      label247; j label243
block245:
  jmp     label251
block247:
  addq 0x30(%rdi), %rcx
  jmp     label251
block248:
  movq <offset:1>+0xd8(%rsp), %rsi
  addq (%rsi), %rcx
  jmp     label251
block250:
  leaq -0xffffff9(%r10, %r12), %rcx
  jmp     label251
block251:
  movzbq (%rcx), %rdx
  leal 1(%r15), %r15d
  movq <offset:1>+0xf0(%rsp), %rcx
  leal 8(%rcx), %esi
  movq <offset:1>+0x130(%rsp), %rcx
  movq %rsi, <offset:1>+0xf0(%rsp)
  leaq (%r12, %rcx), %r12
  movq %rbx, %rsi
  vmovd %esi, %xmm0
  movq %r14, %r8
  movzbl %r8b, %r14d
  movq <offset:1>+0x118(%rsp), %rsi
  movzbl %sil, %ebx
  shll $0x8, %ebx
  andl $0xff00, %ebx
  orl %ebx, %r14d
  andl $0xff00ffff, %r14d
  movq <offset:1>+0x110(%rsp), %rsi
  movzbl %sil, %ebx
  shll $0x10, %ebx
  andl $0xff0000, %ebx
  orl %ebx, %r14d
  andl $0xffffff, %r14d
  movq <offset:1>+0x108(%rsp), %rsi
  movzbl %sil, %ebx
  shll $0x18, %ebx
  andl $0xff000000, %ebx
  orl %ebx, %r14d
  vmovd %r14d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %esi
  movswl %si, %esi
  movq <offset:1>+0xe8(%rsp), %rbx
  leal (%rbx, %rsi), %ebx
  movq <offset:1>+0x120(%rsp), %rsi
  vmovd %esi, %xmm0
  movq <offset:1>+0x100(%rsp), %rsi
  movzbl %sil, %r8d
  movzbl %r9b, %r9d
  shll $0x8, %r9d
  andl $0xff00, %r9d
  orl %r9d, %r8d
  andl $0xff00ffff, %r8d
  movzbl %al, %eax
  shll $0x10, %eax
  andl $0xff0000, %eax
  orl %eax, %r8d
  andl $0xffffff, %r8d
  movzbl %dl, %eax
  shll $0x18, %eax
  andl $0xff000000, %eax
  orl %eax, %r8d
  vmovd %r8d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %eax
  movswl %ax, %eax
  leal (%rbx, %rax), %ebx
  cmpl $0x8, %r15d
  jb      label252; j label253
block252:
  movq <offset:1>+0xf0(%rsp), %rax
  movq %r12, %rdx
  movq %rbx, <offset:1>+0xe8(%rsp)
  movq %rcx, <offset:1>+0x130(%rsp)
  jmp     label61
block253:
  movl 0x78(%rdi), %ecx
  movq <offset:1>+0x148(%rsp), %rax
  movl 0x30(%rax), %eax
  movl %eax, %eax
  movl %ecx, %ecx
  imulq %rcx, %rax
  movq <offset:1>+0x148(%rsp), %rcx
  movl 0x28(%rcx), %r12d
  movl 0x38(%rcx), %edx
  movq 8(%rcx), %rcx
  movq <offset:1>+0xc8(%rsp), %r8
  movq <offset:1>+0xd0(%rsp), %r9
  leal (%rax, %r12), %eax
  shll $0x6, %eax
  leal (%rax, %rdx), %eax
  leaq (%rcx, %rax, 4), %rdx
  movq %rdx, %rsi
  subq %r8, %rsi
  cmpq %r9, %rsi
  jb      label255; j label254
block255:
  testq $0x3, %rdx
  jnz     label256; j label257
block257:
  leaq -0x10000000(%r10, %rdx), %r8
  movq <offset:1>+0xf8(%rsp), %r14
  jmp     label287
block260:
  shrq $0x3, %r8
  movzbq (%r11, %r8), %rsi
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
  movq <offset:1>+0xd8(%rsp), %rsi
  addq (%rsi), %r8
  movq <offset:1>+0xf8(%rsp), %r14
  jmp     label287
block277:
  movq 0x40(%rdi), %rsi
  movq %r8, %r9
  shrq $0x3, %r9
  movzbq (%rsi, %r9), %rsi
  cmpl $0xff, %esi
  jz      label279; j label278
block279:
  testq $0x3, %rdx
  jnz     label280; j label281
block281:
  addq 0x30(%rdi), %r8
  movq <offset:1>+0xf8(%rsp), %r14
  jmp     label287
block283:
  movq <offset:1>+0xf8(%rsp), %r14
  jmp     label287
block285:
  movq <offset:1>+0xd8(%rsp), %r8
  movl %eax, 0x24(%r8)
  movq <offset:1>+0xd8(%rsp), %rax
  movq %rdx, 0x28(%rax)
  movq %rcx, 0x30(%rax)
  movq %rsi, 0x38(%rax)
  movl $0x2, %eax
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label296
block287:
  movl %ebx, (%r8)
  uninit  %rax
  xorl %eax, %eax
  leaq -8(%r14), %r14
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label296
block296:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r14, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label298; j label297
block297:
  movq 0x1c0(%rsp), %rbx
  movq 0x1c8(%rsp), %r12
  movq 0x1d0(%rsp), %r13
  movq 0x1d8(%rsp), %r14
  movq 0x1e0(%rsp), %r15
  addq $0x1f0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block298:
  movq <offset:1>+0xd8(%rsp), %rsi
  movl $0xffffffff, 0x20(%rsi)
  jmp     label299
block299:
  movq <offset:1>+0xd8(%rsp), %rsi
  leaq 0x98(%rsi), %rsi
  movq %rsi, <offset:1>+0xd8(%rsp)
  movq <offset:1>+0x1b0(%rsp), %r12
  jmp     label1
block300:
  uninit  %rax
  xorl %eax, %eax
  movq 0x1c0(%rsp), %rbx
  movq 0x1c8(%rsp), %r12
  movq 0x1d0(%rsp), %r13
  movq 0x1d8(%rsp), %r14
  movq 0x1e0(%rsp), %r15
  addq $0x1f0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block10:
  jmp     label14
block12:
  jmp     label14
block14:
  leaq -0x10000000(%rcx, %rbx), %rax
  leaq -4(%r13), %rsi
  cmpq %rsi, %rax
  jbe     label16; j label15
block15:
  jmp     label24
block17:
  jmp     label21
block19:
  jmp     label21
block20:
  movq %rdx, %r8
  jmp     label41
block21:
  movzwq (%r11, %rax), %rax
  leal -0x10000000(%rcx, %rbx), %esi
  andl $0x7, %esi
  shrxl %esi, %eax, %eax
  andl $0xf, %eax
  cmpl $0xf, %eax
  sete %al
  testq $0x3, %rdx
  sete %sil
  testb %al, %sil
  jnz     label22; j label23
block22:
  movq %rdx, %r8
  jmp     label41
block23:
  jmp     label24
block24:
  movabsq $0xffffffff60000000, %rax
  leaq (%rdx, %rax), %rax
  movq $0xfffffffffffffffc, %rsi
  addq 0x90(%rdi), %rsi
  cmpq %rsi, %rax
  jbe     label26; j label25
block25:
  jmp     label31
block27:
  jmp     label31
block29:
  jmp     label31
block31:
  leaq -0x80000000(%rcx, %rbx), %rax
  movq $0xfffffffffffffffc, %rsi
  addq 0x38(%rdi), %rsi
  cmpq %rsi, %rax
  jbe     label33; j label32
block32:
  jmp     label38
block34:
  jmp     label38
block36:
  jmp     label38
block38:
  movl $0x4, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label39; j label40
block40:
  uninit  %rax
  xorl %eax, %eax
  movl $0x4, %ecx
  leaq -0xf(%r14), %r14
  movq %rcx, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %r8
  jmp     label285
block41:
  movl $0x4, %edx
  movq <offset:1>+0x1a8(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0x10000000(%r10, %rsi), %rax
  jmp     label42
block43:
  movl $0x1, %eax
  movl $0x80000000, %ecx
  leaq (%r9, %rcx), %rdx
  movl $0x4, %ecx
  leaq -0xf(%r14), %r14
  movq %rcx, %rsi
  movq <offset:1>+0xd8(%rsp), %r8
  jmp     label285
block47:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq 0x50(%rsi), %rax
  movzbq (%rax), %rax
  movl $0x344, %r15d
  movl $0x2, %r12d
  testl %eax, %eax
  jnz     label48; j label49
block48:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label295
block49:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq 0x48(%rsi), %rax
  movl $0x100000, %esi
  cmpq %rax, %rsi
  movq %rax, %rcx
  cmovlq %rsi, %rcx
  movl $0x344, %r15d
  movl $0x1, %r12d
  testq %rcx, %rcx
  jnle    label51; j label50
block50:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label295
block51:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq 0x68(%rsi), %rsi
  movq %rcx, %r8
  negq %r8
  lock xaddq %r8, (%rsi)
  movl $0x344, %r15d
  movl $0x6, %r12d
  cmpq %rcx, %r8
  jl      label52; j label53
block52:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label295
block53:
  subq %rcx, %rax
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %rax, 0x48(%rsi)
  leaq (%r14, %rcx), %r14
  jmp     label6
block62:
  movl $0x2, %eax
  movl $0x80000000, %edx
  leaq (%rcx, %rdx), %rdx
  movl $0x4, %ecx
  movq %rcx, %rsi
  movq <offset:1>+0xd8(%rsp), %r8
  movq <offset:1>+0xf8(%rsp), %r14
  jmp     label285
block65:
  movl $0x3, %eax
  movl $0x80000004, %esi
  leaq (%rcx, %rsi), %rdx
  movl $0x4, %ecx
  movq %rcx, %rsi
  movq <offset:1>+0xd8(%rsp), %r8
  movq <offset:1>+0xf8(%rsp), %r14
  jmp     label285
block68:
  leaq -0x10000000(%rdx), %r8
  leaq -1(%r13), %r9
  cmpq %r9, %r8
  jbe     label70; j label69
block69:
  jmp     label75
block71:
  movq %rdx, %r9
  movq %rdx, %r12
  jmp     label88
block72:
  movzwq (%r11, %r8), %rax
  leal -0x10000000(%rdx), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label73; j label74
block73:
  movq %rdx, %r9
  movq %rdx, %r12
  jmp     label88
block74:
  jmp     label75
block75:
  movabsq $0xffffffff60000000, %rax
  leaq (%rdx, %rax), %r8
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %r8
  jbe     label77; j label76
block76:
  jmp     label79
block78:
  jmp     label79
block79:
  leaq -0x80000000(%rdx), %r8
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %r8
  jbe     label81; j label80
block80:
  movq %rdx, %r12
  jmp     label83
block82:
  movq %rdx, %r12
  jmp     label83
block83:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r9
  movq 0x90(%rsi), %r8
  testq %r8, %r8
  jnz     label84; j label85
block85:
  movl $0x4, %eax
  movl $0x1, %ecx
  movq %r9, %rdx
  movq %rcx, %rsi
  movq <offset:1>+0xd8(%rsp), %r8
  movq <offset:1>+0xf8(%rsp), %r14
  jmp     label285
block88:
  movl $0x1, %edx
  movq <offset:1>+0x1a0(%rsp), %rcx
  movq %r9, %rsi
  call    User(userextname0)
  leaq -0x10000000(%r10, %rsi), %r8
  jmp     label90
block91:
  leaq -0xfffffff(%r12), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label93; j label92
block92:
  jmp     label98
block94:
  movq %rdx, %r8
  movq %r12, %r9
  jmp     label111
block95:
  movzwq (%r11, %rax), %rax
  leal -0xfffffff(%r12), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label96; j label97
block96:
  movq %rdx, %r8
  movq %r12, %r9
  jmp     label111
block97:
  jmp     label98
block98:
  movabsq $0xffffffff60000001, %rax
  leaq (%r12, %rax), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x90(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label100; j label99
block99:
  jmp     label102
block101:
  jmp     label102
block102:
  leaq -0x7fffffff(%r12), %rax
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
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label107; j label108
block108:
  movl $0x5, %eax
  movl $0x1, %ecx
  movq <offset:1>+0xf8(%rsp), %r14
  movq %rcx, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %r8
  jmp     label285
block111:
  movl $0x1, %edx
  movq <offset:1>+0x198(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xfffffff(%r10, %r12), %rax
  movq %r9, %r12
  jmp     label113
block114:
  leaq -0xffffffe(%r12), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label116; j label115
block115:
  jmp     label121
block117:
  movq %rdx, %r8
  movq %r12, %r9
  jmp     label134
block118:
  movzwq (%r11, %rax), %rax
  leal -0xffffffe(%r12), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label119; j label120
block119:
  movq %rdx, %r8
  movq %r12, %r9
  jmp     label134
block120:
  jmp     label121
block121:
  movabsq $0xffffffff60000002, %rax
  leaq (%r12, %rax), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x90(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label123; j label122
block122:
  jmp     label125
block124:
  jmp     label125
block125:
  leaq -0x7ffffffe(%r12), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label127; j label126
block126:
  jmp     label129
block128:
  jmp     label129
block129:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label130; j label131
block131:
  movl $0x6, %eax
  movl $0x1, %ecx
  movq <offset:1>+0xf8(%rsp), %r14
  movq %rcx, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %r8
  jmp     label285
block134:
  movl $0x1, %edx
  movq <offset:1>+0x190(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xffffffe(%r10, %r12), %rax
  movq %r9, %r12
  jmp     label136
block137:
  leaq -0xffffffd(%r12), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label139; j label138
block138:
  jmp     label144
block140:
  movq %rdx, %r8
  movq %r12, %r9
  jmp     label157
block141:
  movzwq (%r11, %rax), %rax
  leal -0xffffffd(%r12), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label142; j label143
block142:
  movq %rdx, %r8
  movq %r12, %r9
  jmp     label157
block143:
  jmp     label144
block144:
  movabsq $0xffffffff60000003, %rax
  leaq (%r12, %rax), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x90(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label146; j label145
block145:
  jmp     label148
block147:
  jmp     label148
block148:
  leaq -0x7ffffffd(%r12), %rax
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
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label153; j label154
block154:
  movl $0x7, %eax
  movl $0x1, %ecx
  movq <offset:1>+0xf8(%rsp), %r14
  movq %rcx, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %r8
  jmp     label285
block157:
  movl $0x1, %edx
  movq <offset:1>+0x188(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xffffffd(%r10, %r12), %rax
  movq %r9, %r12
  jmp     label159
block160:
  leaq -0xffffffc(%r12), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label162; j label161
block161:
  jmp     label167
block163:
  movq %rdx, %r8
  movq %r12, %r9
  jmp     label180
block164:
  movzwq (%r11, %rax), %rax
  leal -0xffffffc(%r12), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label165; j label166
block165:
  movq %rdx, %r8
  movq %r12, %r9
  jmp     label180
block166:
  jmp     label167
block167:
  movabsq $0xffffffff60000004, %rax
  leaq (%r12, %rax), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x90(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label169; j label168
block168:
  jmp     label171
block170:
  jmp     label171
block171:
  leaq -0x7ffffffc(%r12), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label173; j label172
block172:
  jmp     label175
block174:
  jmp     label175
block175:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label176; j label177
block177:
  movl $0x8, %eax
  movl $0x1, %ecx
  movq <offset:1>+0xf8(%rsp), %r14
  movq %rcx, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %r8
  jmp     label285
block180:
  movl $0x1, %edx
  movq <offset:1>+0x180(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xffffffc(%r10, %r12), %rax
  movq %r9, %r12
  jmp     label182
block183:
  leaq -0xffffffb(%r12), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label185; j label184
block184:
  jmp     label190
block186:
  movq %rdx, %r8
  movq %r12, %r9
  jmp     label203
block187:
  movzwq (%r11, %rax), %rax
  leal -0xffffffb(%r12), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label188; j label189
block188:
  movq %rdx, %r8
  movq %r12, %r9
  jmp     label203
block189:
  jmp     label190
block190:
  movabsq $0xffffffff60000005, %rax
  leaq (%r12, %rax), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x90(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label192; j label191
block191:
  jmp     label194
block193:
  jmp     label194
block194:
  leaq -0x7ffffffb(%r12), %rax
  movq $0xffffffffffffffff, %rsi
  addq 0x38(%rdi), %rsi
  cmpq %rsi, %rax
  jbe     label196; j label195
block195:
  jmp     label198
block197:
  jmp     label198
block198:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label199; j label200
block200:
  movl $0x9, %eax
  movl $0x1, %ecx
  movq <offset:1>+0xf8(%rsp), %r14
  movq %rcx, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %r8
  jmp     label285
block203:
  movl $0x1, %edx
  movq <offset:1>+0x178(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xffffffb(%r10, %r12), %rax
  movq %r9, %r12
  jmp     label205
block206:
  leaq -0xffffffa(%r12), %rax
  leaq -1(%r13), %rcx
  cmpq %rcx, %rax
  jbe     label208; j label207
block207:
  jmp     label213
block209:
  movq %rdx, %r8
  movq %r12, <offset:1>+0xe0(%rsp)
  jmp     label226
block210:
  movzwq (%r11, %rax), %rax
  leal -0xffffffa(%r12), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label211; j label212
block211:
  movq %rdx, %r8
  movq %r12, <offset:1>+0xe0(%rsp)
  jmp     label226
block212:
  jmp     label213
block213:
  movabsq $0xffffffff60000006, %rax
  leaq (%r12, %rax), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x90(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label215; j label214
block214:
  jmp     label217
block216:
  jmp     label217
block217:
  leaq -0x7ffffffa(%r12), %rax
  movq $0xffffffffffffffff, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label219; j label218
block218:
  jmp     label221
block220:
  jmp     label221
block221:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label222; j label223
block223:
  movl $0xa, %eax
  movl $0x1, %ecx
  movq <offset:1>+0xf8(%rsp), %r14
  movq %rcx, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %r8
  jmp     label285
block226:
  movl $0x1, %edx
  movq <offset:1>+0x170(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xffffffa(%r10, %r12), %rax
  movq <offset:1>+0xe0(%rsp), %r12
  jmp     label228
block229:
  leaq -0xffffff9(%r12), %rcx
  leaq -1(%r13), %rsi
  cmpq %rsi, %rcx
  jbe     label231; j label230
block230:
  jmp     label236
block232:
  movq %rdx, %r8
  movq %r12, <offset:1>+0xe0(%rsp)
  jmp     label249
block233:
  movzwq (%r11, %rcx), %rcx
  leal -0xffffff9(%r12), %esi
  andl $0x7, %esi
  shrxl %esi, %ecx, %ecx
  andl $0x1, %ecx
  cmpl $0x1, %ecx
  jz      label234; j label235
block234:
  movq %rdx, %r8
  movq %r12, <offset:1>+0xe0(%rsp)
  jmp     label249
block235:
  jmp     label236
block236:
  movabsq $0xffffffff60000007, %rsi
  leaq (%r12, %rsi), %rcx
  movq $0xffffffffffffffff, %rsi
  addq 0x90(%rdi), %rsi
  cmpq %rsi, %rcx
  jbe     label238; j label237
block237:
  jmp     label240
block239:
  jmp     label240
block240:
  leaq -0x7ffffff9(%r12), %rcx
  movq $0xffffffffffffffff, %rsi
  addq 0x38(%rdi), %rsi
  cmpq %rsi, %rcx
  jbe     label242; j label241
block241:
  jmp     label244
block243:
  jmp     label244
block244:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label245; j label246
block246:
  movl $0xb, %eax
  movl $0x1, %ecx
  movq <offset:1>+0xf8(%rsp), %r14
  movq %rcx, %rsi
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %r8
  jmp     label285
block249:
  movl $0x1, %edx
  movq <offset:1>+0x168(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0xffffff9(%r10, %r12), %rcx
  movq <offset:1>+0xe0(%rsp), %r12
  jmp     label251
block254:
  jmp     label258
block256:
  jmp     label258
block258:
  leaq -0x10000000(%rcx, %rax, 4), %r8
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
  movq <offset:1>+0xf8(%rsp), %r14
  jmp     label286
block265:
  movzwq (%r11, %r8), %rsi
  leal -0x10000000(%rcx, %rax, 4), %r8d
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
  movq <offset:1>+0xf8(%rsp), %r14
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
  leaq -0x80000000(%rcx, %rax, 4), %r8
  movq $0xfffffffffffffffc, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %r8
  jbe     label277; j label276
block276:
  jmp     label282
block278:
  jmp     label282
block280:
  jmp     label282
block282:
  movl $0x4, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r9
  movq 0x90(%rsi), %r8
  testq %r8, %r8
  jnz     label283; j label284
block284:
  movl $0xc, %eax
  movl $0x4, %ecx
  movq <offset:1>+0xf8(%rsp), %r14
  leaq -8(%r14), %r14
  movq %r9, %rdx
  movq %rcx, %rsi
  movq <offset:1>+0xd8(%rsp), %r8
  jmp     label285
block286:
  movl $0x4, %edx
  movq <offset:1>+0x160(%rsp), %rcx
  movq %r9, %rsi
  call    User(userextname0)
  leaq -0x10000000(%r10, %rsi), %r8
  jmp     label287
block288:
  movq <offset:1>+0x130(%rsp), %rcx
  movq <offset:1>+0xd8(%rsp), %rsi
  movq <offset:1>+0xf8(%rsp), %r14
  movq 0x50(%rsi), %rax
  movzbq (%rax), %rax
  movl $0x811, %r15d
  movl $0x2, %r12d
  testl %eax, %eax
  jnz     label289; j label290
block289:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label295
block290:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq 0x48(%rsi), %r8
  movl $0x100000, %edx
  cmpq %r8, %rdx
  movq %r8, %rax
  cmovlq %rdx, %rax
  movl $0x811, %r15d
  movl $0x1, %r12d
  testq %rax, %rax
  jnle    label292; j label291
block291:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label295
block292:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq 0x68(%rsi), %rsi
  movq %rax, %rdx
  negq %rdx
  lock xaddq %rdx, (%rsi)
  movl $0x811, %r15d
  movl $0x6, %r12d
  cmpq %rax, %rdx
  jl      label293; j label294
block293:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label295
block294:
  subq %rax, %r8
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, 0x48(%rsi)
  leaq (%r14, %rax), %r14
  movq %rcx, <offset:1>+0x130(%rsp)
  jmp     label59
block295:
  movq <offset:1>+0xd8(%rsp), %rsi
  movl %r15d, 0x60(%rsi)
  movl %r12d, 0x64(%rsi)
  movl $0x4, %eax
  jmp     label296
; 6876 bytes

