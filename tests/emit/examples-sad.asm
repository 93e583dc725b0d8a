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
;   0x0152: 49 3b f4 4c 89 a4 24 b0 01 00 00 0f 84 ad 0c 00
;   0x0162: 00
;   0x0163: 8b 46 20 83 f8 ff 0f 85 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x016f: 48 89 b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0177: e9 70 0c 00 00
;   0x017c: 48 8b 57 48 48 8b 4f 50 48 8b 4f 58 4c 8b 17 4c
;   0x018c: 8b 6f 08 4c 8b 5f 10 48 8b 4f 30 48 89 8c 24 58
;   0x019c: 01 00 00 48 8b 4f 38 48 89 8c 24 50 01 00 00 48
;   0x01ac: 8b 4f 40 48 8b 4e 40 4c 8b 46 08 48 89 b4 24 d8
;   0x01bc: 00 00 00 4c 89 84 24 48 01 00 00 85 c0 0f 85 27
;   0x01cc: 02 00 00
;   0x01cf: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x01df: 00 48 c7 44 24 20 00 00 00 00 48 c7 44 24 30 00
;   0x01ef: 00 00 00 4c 8d 41 f2 4c 89 84 24 f8 00 00 00 4c
;   0x01ff: 8b b4 24 f8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0206: 4d 85 f6 0f 8c 68 0d 00 00
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
;   0x02bc: 48 2b f0 49 3b f4 0f 83 7e 0b 00 00
;   0x02c8: 48 f7 c2 03 00 00 00 0f 85 71 0b 00 00
;   0x02d5: 49 8d 84 12 00 00 00 f0 e9 91 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02e2: 48 c1 e8 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x02e6: 49 0f b6 34 03 81 fe ff 00 00 00 0f 85 71 0b 00
;   0x02f6: 00
;   0x02f7: 48 f7 c2 03 00 00 00 0f 85 64 0b 00 00 e9 57 0b
;   0x0307: 00 00
;   0x0309: 48 8b b7 98 00 00 00 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0313: 49 c1 e8 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0317: 4a 0f b6 34 06 81 fe ff 00 00 00 0f 85 9d 0b 00
;   0x0327: 00
;   0x0328: 48 f7 c2 03 00 00 00 0f 85 90 0b 00 00
; (no source location: register moves, constants, padding)
;   0x0335: 48 8b b4 24 d8 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x033d: 48 03 06 e9 2e 00 00 00
;   0x0345: 4c 8b 47 40 49 89 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x034c: 49 c1 ea 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0350: 4f 0f b6 04 10 41 81 f8 ff 00 00 00 0f 85 7f 0b
;   0x0360: 00 00
;   0x0362: 48 f7 c2 03 00 00 00 0f 85 72 0b 00 00
;   0x036f: 48 03 47 30
;   0x0373: 8b 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0375: 41 c1 e1 02 48 8b 9c 24 50 01 00 00 48 8d 4b bc
; line 53: st.shared.u32 [%r14], %r13;
;   0x0385: 4c 3b c9 0f 96 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x038b: 49 f7 c1 03 00 00 00 0f 94 c2
; line 53: st.shared.u32 [%r14], %r13;
;   0x0395: 84 ca 0f 84 b0 0b 00 00
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
;   0x03d8: 48 89 46 40 c7 46 70 1d 00 00 00 c7 46 20 01 00
;   0x03e8: 00 00 c6 86 8d 00 00 00 03 e9 f6 09 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03f6: 83 f8 01 0f 84 14 00 00 00
; (no source location: register moves, constants, padding)
;   0x03ff: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0407: c6 86 8d 00 00 00 00 e9 d9 09 00 00
; (no source location: register moves, constants, padding)
;   0x0413: 48 8b 84 24 48 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x041b: 48 0f b6 40 40
; (no source location: register moves, constants, padding)
;   0x0420: 48 8b 84 24 48 01 00 00
; line 56: add.u32 %r16, %r1, 8;
;   0x0428: 8b 40 10 48 8b 94 24 48 01 00 00
; line 57: shl.b32 %r17, %r4, 3;
;   0x0433: 8b 52 28 48 89 94 24 40 01 00 00 48 8b 94 24 48
;   0x0443: 01 00 00
; line 58: add.u32 %r17, %r17, %r2;
;   0x0446: 8b 5a 18 48 89 9c 24 38 01 00 00
; line 59: shl.b32 %r18, %r5, 3;
;   0x0451: 8b 52 30 48 8b b4 24 48 01 00 00
; line 60: add.u32 %r18, %r18, %r3;
;   0x045c: 8b 76 20 44 8d 0c d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0463: 81 c0 08 00 00 00
; line 61: mad.lo.u32 %r19, %r18, %r16, %r17;
;   0x0469: 4c 0f af c8 48 89 84 24 30 01 00 00 48 8b 84 24
;   0x0479: 48 01 00 00
; line 63: add.s64 %rd7, %rd2, %rd6;
;   0x047d: 48 8b 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0480: 4c 8d b1 0e ff ff ff
; line 67: mov.u32 %r22, cblk;
;   0x0487: 4d 85 f6 4c 89 b4 24 f8 00 00 00 0f 8c 5d 15 00
;   0x0497: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0498: 33 c0 48 89 84 24 f0 00 00 00 48 8b 8c 24 40 01
;   0x04a8: 00 00 48 8b 84 24 38 01 00 00
; line 58: add.u32 %r17, %r17, %r2;
;   0x04b2: 8d 04 c8
; line 61: mad.lo.u32 %r19, %r18, %r16, %r17;
;   0x04b5: 41 03 c1
; line 63: add.s64 %rd7, %rd2, %rd6;
;   0x04b8: 48 03 c3 48 8b 94 24 50 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04c3: 48 81 c2 bc ff ff ff 48 89 94 24 28 01 00 00 48
;   0x04d3: 8b 8c 24 f0 00 00 00 48 89 8c 24 e8 00 00 00 4c
;   0x04e3: 8b bc 24 f0 00 00 00 48 89 c2 48 8b 84 24 f0 00
;   0x04f3: 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x04f5: 8b c8 48 8b 84 24 28 01 00 00 48 3b c8 40 0f 96
;   0x0505: c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0506: 48 f7 c1 03 00 00 00 41 0f 94 c0
; line 69: ld.shared.u32 %r23, [%r22];
;   0x0511: 41 84 f0 0f 84 1b 0b 00 00
; (no source location: register moves, constants, padding)
;   0x051a: 48 8b b4 24 58 01 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x0522: 8b 34 0e 48 89 f3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0528: 48 8d 71 04
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x052c: 48 3b f0 48 89 84 24 28 01 00 00 41 0f 96 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x053b: 48 f7 c6 03 00 00 00 40 0f 94 c6
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x0546: 44 84 c6 0f 84 10 0b 00 00
; (no source location: register moves, constants, padding)
;   0x054f: 48 8b 84 24 58 01 00 00
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x0557: 8b 4c 08 04 48 89 8c 24 20 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0563: 4c 8b 44 24 48 4c 8b 4c 24 50 48 89 d0 49 2b c0
;   0x0573: 49 3b c1 0f 82 81 00 00 00 e9 09 0b 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0581: 49 c1 e8 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0585: 4b 0f b6 04 03 3d ff 00 00 00 0f 84 0e 0b 00 00
;   0x0595: e9 14 0b 00 00
;   0x059a: 48 8b 87 98 00 00 00 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05a4: 48 c1 e9 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05a8: 48 0f b6 04 08 3d ff 00 00 00 0f 84 2f 00 00 00
;   0x05b8: e9 40 0b 00 00
;   0x05bd: 48 8b 47 40 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05c4: 48 c1 e9 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05c8: 48 0f b6 04 08 3d ff 00 00 00 0f 85 48 0b 00 00
; (no source location: register moves, constants, padding)
;   0x05d8: 49 89 d1
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05db: 4c 03 47 30 4d 89 cc e9 24 00 00 00
; (no source location: register moves, constants, padding)
;   0x05e7: 48 8b b4 24 d8 00 00 00 49 89 d1
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05f2: 4c 03 06 4d 89 cc e9 0e 00 00 00
; (no source location: register moves, constants, padding)
;   0x05fd: 48 89 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0600: 4d 8d 84 32 00 00 00 f0 49 89 f4
; line 71: ld.global.u8 %r25, [%rd7];
;   0x060b: 49 0f b6 08 49 89 ce
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0612: 48 8b 44 24 58 48 8b 4c 24 60
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x061c: 49 8d 54 24 01 48 89 d6
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0624: 48 2b f0 48 3b f1 0f 82 78 00 00 00 e9 5e 0b 00
;   0x0634: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0635: 48 c1 e8 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0639: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 63 0b 00
;   0x0649: 00 e9 69 0b 00 00
;   0x064f: 48 8b 8f 98 00 00 00 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0659: 48 c1 ee 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x065d: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x066d: 00 e9 95 0b 00 00
;   0x0673: 48 8b 4f 40 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x067a: 48 c1 ee 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x067e: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 95 0b 00
;   0x068e: 00
;   0x068f: 48 03 47 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x0698: 48 8b b4 24 d8 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x06a0: 48 03 06 e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06a8: 4b 8d 84 22 01 00 00 f0
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x06b0: 48 0f b6 08 48 89 8c 24 18 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x06bc: 48 8b 44 24 68 48 8b 4c 24 70
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06c6: 49 8d 54 24 02 48 89 d6
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x06ce: 48 2b f0 48 3b f1 0f 82 78 00 00 00 e9 b8 0b 00
;   0x06de: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06df: 48 c1 e8 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x06e3: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 bd 0b 00
;   0x06f3: 00 e9 c3 0b 00 00
;   0x06f9: 48 8b 8f 98 00 00 00 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0703: 48 c1 ee 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0707: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x0717: 00 e9 ef 0b 00 00
;   0x071d: 48 8b 4f 40 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0724: 48 c1 ee 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0728: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 ef 0b 00
;   0x0738: 00
;   0x0739: 48 03 47 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x0742: 48 8b b4 24 d8 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x074a: 48 03 06 e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0752: 4b 8d 84 22 02 00 00 f0
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x075a: 48 0f b6 08 48 89 8c 24 10 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0766: 48 8b 44 24 78 48 8b 8c 24 80 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0773: 49 8d 54 24 03 48 89 d6
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x077b: 48 2b f0 48 3b f1 0f 82 78 00 00 00 e9 0f 0c 00
;   0x078b: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x078c: 48 c1 e8 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0790: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 14 0c 00
;   0x07a0: 00 e9 1a 0c 00 00
;   0x07a6: 48 8b 8f 98 00 00 00 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07b0: 48 c1 ee 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07b4: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x07c4: 00 e9 46 0c 00 00
;   0x07ca: 48 8b 77 40 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07d1: 49 c1 e8 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07d5: 4a 0f b6 34 06 81 fe ff 00 00 00 0f 85 46 0c 00
;   0x07e5: 00
;   0x07e6: 48 03 47 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x07ef: 48 8b b4 24 d8 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07f7: 48 03 06 e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07ff: 4b 8d 84 22 03 00 00 f0
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0807: 48 0f b6 08 48 89 8c 24 08 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0813: 48 8b 84 24 88 00 00 00 48 8b 8c 24 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0823: 49 8d 54 24 04 48 89 d6
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x082b: 48 2b f0 48 3b f1 0f 82 78 00 00 00 e9 63 0c 00
;   0x083b: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x083c: 48 c1 e8 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0840: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 68 0c 00
;   0x0850: 00 e9 6e 0c 00 00
;   0x0856: 48 8b 8f 98 00 00 00 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0860: 48 c1 ee 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0864: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x0874: 00 e9 9a 0c 00 00
;   0x087a: 48 8b 4f 40 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0881: 48 c1 ee 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0885: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 9a 0c 00
;   0x0895: 00
;   0x0896: 48 03 47 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x089f: 48 8b b4 24 d8 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x08a7: 48 03 06 e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08af: 4b 8d 84 22 04 00 00 f0
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x08b7: 48 0f b6 00 48 89 84 24 00 01 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x08c3: 48 8b 84 24 98 00 00 00 48 8b 8c 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08d3: 49 8d 54 24 05 48 89 d6
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x08db: 48 2b f0 48 3b f1 0f 82 78 00 00 00 e9 b7 0c 00
;   0x08eb: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08ec: 48 c1 e8 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x08f0: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 bc 0c 00
;   0x0900: 00 e9 c2 0c 00 00
;   0x0906: 48 8b b7 98 00 00 00 49 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0910: 49 c1 e9 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0914: 4a 0f b6 34 0e 81 fe ff 00 00 00 0f 84 2a 00 00
;   0x0924: 00 e9 ef 0c 00 00
;   0x092a: 48 8b 4f 40 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0931: 48 c1 ee 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0935: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 ef 0c 00
;   0x0945: 00
;   0x0946: 48 03 47 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x094f: 48 8b b4 24 d8 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0957: 48 03 06 e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x095f: 4b 8d 84 22 05 00 00 f0
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0967: 4c 0f b6 08
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x096b: 48 8b 84 24 a8 00 00 00 48 8b 8c 24 b0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x097b: 49 8d 54 24 06 48 89 d6
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0983: 48 2b f0 48 3b f1 0f 82 78 00 00 00 e9 14 0d 00
;   0x0993: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0994: 48 c1 e8 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0998: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 19 0d 00
;   0x09a8: 00 e9 24 0d 00 00
;   0x09ae: 48 8b 8f 98 00 00 00 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09b8: 48 c1 ee 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x09bc: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 84 2a 00 00
;   0x09cc: 00 e9 55 0d 00 00
;   0x09d2: 48 8b 4f 40 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09d9: 48 c1 ee 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x09dd: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 55 0d 00
;   0x09ed: 00
;   0x09ee: 48 03 47 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x09f7: 48 8b b4 24 d8 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x09ff: 48 03 06 e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a07: 4b 8d 84 22 06 00 00 f0
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a0f: 48 0f b6 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a13: 48 8b 8c 24 b8 00 00 00 48 8b b4 24 c0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a23: 49 8d 54 24 07 49 89 d0
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a2b: 4c 2b c1 4c 3b c6 0f 82 78 00 00 00 e9 7f 0d 00
;   0x0a3b: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a3c: 48 c1 e9 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a40: 49 0f b6 34 0b 81 fe ff 00 00 00 0f 84 84 0d 00
;   0x0a50: 00 e9 8f 0d 00 00
;   0x0a56: 48 8b b7 98 00 00 00 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a60: 49 c1 e8 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a64: 4a 0f b6 34 06 81 fe ff 00 00 00 0f 84 2a 00 00
;   0x0a74: 00 e9 c1 0d 00 00
;   0x0a7a: 48 8b 77 40 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a81: 49 c1 e8 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0a85: 4a 0f b6 34 06 81 fe ff 00 00 00 0f 85 c1 0d 00
;   0x0a95: 00
;   0x0a96: 48 03 4f 30 e9 18 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a9f: 48 8b b4 24 d8 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0aa7: 48 03 0e e9 08 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aaf: 4b 8d 8c 22 07 00 00 f0
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0ab7: 48 0f b6 11
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0abb: 41 81 c7 01 00 00 00 48 8b b4 24 f0 00 00 00 81
;   0x0acb: c6 08 00 00 00 48 8b 8c 24 30 01 00 00 48 89 b4
;   0x0adb: 24 f0 00 00 00
; line 88: add.s64 %rd7, %rd7, %rd8;
;   0x0ae0: 4c 03 e1 48 89 de
; line 85: vabsdiff4.u32.u32.u32.add %r20, %r23, %r29, %r20;
;   0x0ae6: c5 f9 6e c6 4d 89 f0
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0aed: 45 0f b6 f0 48 8b b4 24 18 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0af9: 40 0f b6 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0afd: c1 e3 08 81 e3 00 ff 00 00
; line 75: bfi.b32 %r29, %r26, %r25, 8, 8;
;   0x0b06: 44 0b f3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b09: 41 81 e6 ff ff 00 ff 48 8b b4 24 10 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0b18: 40 0f b6 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b1c: c1 e3 10 81 e3 00 00 ff 00
; line 76: bfi.b32 %r29, %r27, %r29, 16, 8;
;   0x0b25: 44 0b f3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b28: 41 81 e6 ff ff ff 00 48 8b b4 24 08 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0b37: 40 0f b6 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b3b: c1 e3 18 81 e3 00 00 00 ff
; line 77: bfi.b32 %r29, %r28, %r29, 24, 8;
;   0x0b44: 44 0b f3
; line 85: vabsdiff4.u32.u32.u32.add %r20, %r23, %r29, %r20;
;   0x0b47: c4 c1 79 6e ce c5 f9 de d1 c5 f9 da c1 c5 e9 f8
;   0x0b57: c0 c4 e2 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0
;   0x0b67: c5 f9 c5 f0 00 0f bf f6 48 8b 9c 24 e8 00 00 00
;   0x0b77: 03 de 48 8b b4 24 20 01 00 00
; line 86: vabsdiff4.u32.u32.u32.add %r20, %r24, %r30, %r20;
;   0x0b81: c5 f9 6e c6 48 8b b4 24 00 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0b8d: 44 0f b6 c6
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0b91: 45 0f b6 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b95: 41 c1 e1 08 41 81 e1 00 ff 00 00
; line 82: bfi.b32 %r30, %r26, %r25, 8, 8;
;   0x0ba0: 45 0b c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ba3: 41 81 e0 ff ff 00 ff
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0baa: 0f b6 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bad: c1 e0 10 25 00 00 ff 00
; line 83: bfi.b32 %r30, %r27, %r30, 16, 8;
;   0x0bb5: 44 0b c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bb8: 41 81 e0 ff ff ff 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0bbf: 0f b6 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bc2: c1 e0 18 25 00 00 00 ff
; line 84: bfi.b32 %r30, %r28, %r30, 24, 8;
;   0x0bca: 44 0b c0
; line 86: vabsdiff4.u32.u32.u32.add %r20, %r24, %r30, %r20;
;   0x0bcd: c4 c1 79 6e c8 c5 f9 de d1 c5 f9 da c1 c5 e9 f8
;   0x0bdd: c0 c4 e2 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0
;   0x0bed: c5 f9 c5 c0 00 0f bf c0 03 d8
; line 91: @%p1 bra $L__row;
;   0x0bf7: 41 83 ff 08 0f 83 20 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c01: 48 8b 84 24 f0 00 00 00 4c 89 e2 48 89 9c 24 e8
;   0x0c11: 00 00 00 48 89 8c 24 30 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c1c: e9 d4 f8 ff ff
; line 92: mov.u32 %r31, %nctaid.x;
;   0x0c21: 8b 4f 78 48 8b 84 24 48 01 00 00
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0c2c: 8b 40 30 8b c0
; line 92: mov.u32 %r31, %nctaid.x;
;   0x0c31: 8b c9
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0c33: 48 0f af c1 48 8b 8c 24 48 01 00 00 44 8b 61 28
; line 95: add.u32 %r32, %r32, %r6;
;   0x0c43: 8b 51 38
; line 97: add.s64 %rd10, %rd3, %rd9;
;   0x0c46: 48 8b 49 08
; line 98: st.global.u32 [%rd10], %r20;
;   0x0c4a: 4c 8b 84 24 c8 00 00 00 4c 8b 8c 24 d0 00 00 00
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0c5a: 41 03 c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c5d: c1 e0 06
; line 95: add.u32 %r32, %r32, %r6;
;   0x0c60: 03 c2
; line 97: add.s64 %rd10, %rd3, %rd9;
;   0x0c62: 48 8d 14 81 48 89 d6
; line 98: st.global.u32 [%rd10], %r20;
;   0x0c69: 49 2b f0 49 3b f1 0f 83 5a 0c 00 00
;   0x0c75: 48 f7 c2 03 00 00 00 0f 85 4d 0c 00 00
;   0x0c82: 4d 8d 84 12 00 00 00 f0 4c 8b b4 24 f8 00 00 00
;   0x0c92: e9 e4 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c97: 49 c1 e8 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0c9b: 4b 0f b6 34 03 81 fe ff 00 00 00 0f 85 4d 0c 00
;   0x0cab: 00
;   0x0cac: 48 f7 c2 03 00 00 00 0f 85 40 0c 00 00 e9 2b 0c
;   0x0cbc: 00 00
;   0x0cbe: 48 8b b7 98 00 00 00 4d 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cc8: 49 c1 e9 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0ccc: 4a 0f b6 34 0e 81 fe ff 00 00 00 0f 85 85 0c 00
;   0x0cdc: 00
;   0x0cdd: 48 f7 c2 03 00 00 00 0f 85 78 0c 00 00
; (no source location: register moves, constants, padding)
;   0x0cea: 48 8b b4 24 d8 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0cf2: 4c 03 06 4c 8b b4 24 f8 00 00 00 e9 79 00 00 00
;   0x0d02: 48 8b 77 40 4d 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d09: 49 c1 e9 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d0d: 4a 0f b6 34 0e 81 fe ff 00 00 00 0f 85 60 0c 00
;   0x0d1d: 00
;   0x0d1e: 48 f7 c2 03 00 00 00 0f 85 53 0c 00 00
;   0x0d2b: 4c 03 47 30 4c 8b b4 24 f8 00 00 00 e9 3f 00 00
;   0x0d3b: 00
; (no source location: register moves, constants, padding)
;   0x0d3c: 4c 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d44: e9 32 00 00 00
; (no source location: register moves, constants, padding)
;   0x0d49: 4c 8b 84 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d51: 41 89 40 24 48 8b 84 24 d8 00 00 00 48 89 50 28
;   0x0d61: 48 89 48 30 48 89 70 38 b8 02 00 00 00 48 8b b4
;   0x0d71: 24 d8 00 00 00 e9 14 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d7b: 41 89 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d7e: 33 c0 49 81 c6 f8 ff ff ff 48 8b b4 24 d8 00 00
;   0x0d8e: 00
; (no source location: register moves, constants, padding)
;   0x0d8f: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d97: 4c 89 76 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x0da7: 00 00
;   0x0da9: 48 8b 9c 24 c0 01 00 00 4c 8b a4 24 c8 01 00 00
;   0x0db9: 4c 8b ac 24 d0 01 00 00 4c 8b b4 24 d8 01 00 00
;   0x0dc9: 4c 8b bc 24 e0 01 00 00 48 81 c4 f0 01 00 00 48
;   0x0dd9: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0ddd: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0de5: c7 46 20 ff ff ff ff
; (no source location: register moves, constants, padding)
;   0x0dec: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0df4: 48 81 c6 98 00 00 00 48 89 b4 24 d8 00 00 00 4c
;   0x0e04: 8b a4 24 b0 01 00 00 e9 42 f3 ff ff
;   0x0e10: 33 c0 48 8b 9c 24 c0 01 00 00 4c 8b a4 24 c8 01
;   0x0e20: 00 00 4c 8b ac 24 d0 01 00 00 4c 8b b4 24 d8 01
;   0x0e30: 00 00 4c 8b bc 24 e0 01 00 00 48 81 c4 f0 01 00
;   0x0e40: 00 48 89 ec 5d c3
;   0x0e46: 48 8d 84 19 00 00 00 f0 49 8d 75 fc
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0e52: 48 3b c6 0f 86 87 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e5b: e9 41 00 00 00
; (no source location: register moves, constants, padding)
;   0x0e60: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e63: e9 c3 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0e68: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e6d: 8d b4 19 00 00 00 f0 83 e6 07
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0e77: c4 e2 4b f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e7c: 83 e0 0f 83 f8 0f 0f 94 c0 48 f7 c2 03 00 00 00
;   0x0e8c: 40 0f 94 c6
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0e90: 40 84 c6 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0e99: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e9c: e9 8a 00 00 00
;   0x0ea1: 48 b8 00 00 00 60 ff ff ff ff 48 03 c2 48 c7 c6
;   0x0eb1: fc ff ff ff 48 03 b7 90 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0ebc: 48 3b c6 0f 86 44 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ec5: 48 8d 84 19 00 00 00 80 48 c7 c6 fc ff ff ff 48
;   0x0ed5: 03 77 38
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0ed8: 48 3b c6 0f 86 64 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ee1: 41 b8 04 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x0ef1: c1
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0ef2: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x0f02: 85 c0 0f 85 69 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f0a: 33 c0 b9 04 00 00 00 49 81 c6 f1 ff ff ff 48 89
;   0x0f1a: ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f26: e9 1e fe ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f2b: ba 04 00 00 00 48 8b 8c 24 a8 01 00 00 4c 89 c6
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f3b: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f40: 49 8d 84 32 00 00 00 f0
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f48: e9 26 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f4d: b8 01 00 00 00 b9 00 00 00 80 49 8d 14 09 b9 04
;   0x0f5d: 00 00 00 49 81 c6 f1 ff ff ff 48 89 ce 4c 8b 84
;   0x0f6d: 24 d8 00 00 00
; line 53: st.shared.u32 [%r14], %r13;
;   0x0f72: e9 d2 fd ff ff
; (no source location: register moves, constants, padding)
;   0x0f77: 48 8b b4 24 d8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0f7f: 48 8b 46 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f87: 41 bf 44 03 00 00 41 bc 02 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0f93: 85 c0 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0f9b: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fa3: e9 23 0b 00 00
; (no source location: register moves, constants, padding)
;   0x0fa8: 48 8b b4 24 d8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0fb0: 48 8b 46 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fb4: be 00 00 10 00 48 3b f0 48 89 c1 48 0f 4c ce 41
;   0x0fc4: bf 44 03 00 00 41 bc 01 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0fcf: 48 85 c9 0f 8f 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0fd8: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fe0: e9 e6 0a 00 00
; (no source location: register moves, constants, padding)
;   0x0fe5: 48 8b b4 24 d8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0fed: 48 8b 76 68 49 89 c8 49 f7 d8 f0 4c 0f c1 06
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ffc: 41 bf 44 03 00 00 41 bc 06 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x1008: 4c 3b c1 0f 8d 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1011: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1019: e9 ad 0a 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x101e: 48 2b c1 48 8b b4 24 d8 00 00 00 48 89 46 48 4c
;   0x102e: 03 f1 e9 d1 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1035: b8 02 00 00 00 ba 00 00 00 80 48 03 d1 b9 04 00
;   0x1045: 00 00 48 89 ce 4c 8b 84 24 d8 00 00 00 4c 8b b4
;   0x1055: 24 f8 00 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x105a: e9 ea fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x105f: b8 03 00 00 00 be 04 00 00 80 48 8d 14 31 b9 04
;   0x106f: 00 00 00 48 89 ce 4c 8b 84 24 d8 00 00 00 4c 8b
;   0x107f: b4 24 f8 00 00 00
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x1085: e9 bf fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x108a: 4c 8d 82 00 00 00 f0 49 8d 45 ff
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1095: 4c 3b c0 0f 86 e3 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x109e: e9 35 00 00 00
; (no source location: register moves, constants, padding)
;   0x10a3: 49 89 d1 49 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10a9: e9 c3 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x10ae: 4b 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10b3: 8d 8a 00 00 00 f0 83 e1 07
; line 71: ld.global.u8 %r25, [%rd7];
;   0x10bc: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10c1: 83 e0 01
; line 71: ld.global.u8 %r25, [%rd7];
;   0x10c4: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x10cd: 49 89 d1 49 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10d3: e9 99 00 00 00
;   0x10d8: 48 b8 00 00 00 60 ff ff ff ff 4c 8d 04 02 48 c7
;   0x10e8: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x10f4: 4c 3b c0 0f 86 9d f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10fd: 4c 8d 82 00 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x110d: 47 38
; line 71: ld.global.u8 %r25, [%rd7];
;   0x110f: 4c 3b c0 0f 86 a5 f4 ff ff
; (no source location: register moves, constants, padding)
;   0x1118: 49 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x111b: e9 03 00 00 00
; (no source location: register moves, constants, padding)
;   0x1120: 49 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1123: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1133: c1
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1134: e8 00 00 00 00 49 89 d1 4c 8b 86 90 00 00 00 4d
;   0x1144: 85 c0 0f 85 bf f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x114c: b8 04 00 00 00 b9 01 00 00 00 4c 89 ca 48 89 ce
;   0x115c: 4c 8b 84 24 d8 00 00 00 4c 8b b4 24 f8 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x116c: e9 d8 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1171: ba 01 00 00 00 48 8b 8c 24 a0 01 00 00 4c 89 ce
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1181: e8 00 00 00 00 4d 8d 84 32 00 00 00 f0 e9 78 f4
;   0x1191: ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1193: 49 8d 84 24 01 00 00 f0 49 8d 4d ff
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x119f: 48 3b c1 0f 86 8d f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11a8: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x11ad: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11b3: e9 ba 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x11b8: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11bd: 41 8d 8c 24 01 00 00 f0 83 e1 07
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x11c8: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11cd: 83 e0 01
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x11d0: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x11d9: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11df: e9 8e 00 00 00
;   0x11e4: 48 b8 01 00 00 60 ff ff ff ff 49 03 c4 48 c7 c1
;   0x11f4: ff ff ff ff 48 03 8f 90 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x11ff: 48 3b c1 0f 86 47 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1208: 49 8d 84 24 01 00 00 80 48 c7 c1 ff ff ff ff 48
;   0x1218: 03 4f 38
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x121b: 48 3b c1 0f 86 4f f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1224: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1234: c1
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1235: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x1245: 85 c0 0f 85 63 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x124d: b8 05 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x125d: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x126d: e9 d7 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1272: ba 01 00 00 00 48 8b 8c 24 98 01 00 00 4c 89 c6
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1282: e8 00 00 00 00 4b 8d 84 22 01 00 00 f0 4d 89 cc
;   0x1292: e9 19 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1297: 49 8d 84 24 02 00 00 f0 49 8d 4d ff
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x12a3: 48 3b c1 0f 86 33 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12ac: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x12b1: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12b7: e9 ba 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x12bc: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12c1: 41 8d 8c 24 02 00 00 f0 83 e1 07
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x12cc: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12d1: 83 e0 01
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x12d4: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x12dd: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12e3: e9 8e 00 00 00
;   0x12e8: 48 b8 02 00 00 60 ff ff ff ff 49 03 c4 48 c7 c1
;   0x12f8: ff ff ff ff 48 03 8f 90 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1303: 48 3b c1 0f 86 ed f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x130c: 49 8d 84 24 02 00 00 80 48 c7 c1 ff ff ff ff 48
;   0x131c: 03 4f 38
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x131f: 48 3b c1 0f 86 f5 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1328: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1338: c1
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1339: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x1349: 85 c0 0f 85 09 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1351: b8 06 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x1361: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1371: e9 d3 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1376: ba 01 00 00 00 48 8b 8c 24 90 01 00 00 4c 89 c6
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1386: e8 00 00 00 00 4b 8d 84 22 02 00 00 f0 4d 89 cc
;   0x1396: e9 bf f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x139b: 49 8d 84 24 03 00 00 f0 49 8d 4d ff
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x13a7: 48 3b c1 0f 86 dc f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13b0: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x13b5: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13bb: e9 ba 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x13c0: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13c5: 41 8d 8c 24 03 00 00 f0 83 e1 07
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x13d0: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13d5: 83 e0 01
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x13d8: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x13e1: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13e7: e9 8e 00 00 00
;   0x13ec: 48 b8 03 00 00 60 ff ff ff ff 49 03 c4 48 c7 c1
;   0x13fc: ff ff ff ff 48 03 8f 90 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1407: 48 3b c1 0f 86 96 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1410: 49 8d 84 24 03 00 00 80 48 c7 c1 ff ff ff ff 48
;   0x1420: 03 4f 38
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1423: 48 3b c1 0f 86 9e f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x142c: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x143c: c1
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x143d: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x144d: 85 c0 0f 85 b2 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1455: b8 07 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x1465: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1475: e9 cf f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x147a: ba 01 00 00 00 48 8b 8c 24 88 01 00 00 4c 89 c6
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x148a: e8 00 00 00 00 4b 8d 84 22 03 00 00 f0 4d 89 cc
;   0x149a: e9 68 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x149f: 49 8d 84 24 04 00 00 f0 49 8d 4d ff
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x14ab: 48 3b c1 0f 86 88 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14b4: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x14b9: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14bf: e9 ba 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x14c4: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14c9: 41 8d 8c 24 04 00 00 f0 83 e1 07
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x14d4: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14d9: 83 e0 01
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x14dc: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x14e5: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14eb: e9 8e 00 00 00
;   0x14f0: 48 b8 04 00 00 60 ff ff ff ff 49 03 c4 48 c7 c1
;   0x1500: ff ff ff ff 48 03 8f 90 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x150b: 48 3b c1 0f 86 42 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1514: 49 8d 84 24 04 00 00 80 48 c7 c1 ff ff ff ff 48
;   0x1524: 03 4f 38
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1527: 48 3b c1 0f 86 4a f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1530: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1540: c1
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1541: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x1551: 85 c0 0f 85 5e f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1559: b8 08 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x1569: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1579: e9 cb f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x157e: ba 01 00 00 00 48 8b 8c 24 80 01 00 00 4c 89 c6
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x158e: e8 00 00 00 00 4b 8d 84 22 04 00 00 f0 4d 89 cc
;   0x159e: e9 14 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15a3: 49 8d 84 24 05 00 00 f0 49 8d 4d ff
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x15af: 48 3b c1 0f 86 34 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15b8: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x15bd: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15c3: e9 bb 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x15c8: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15cd: 41 8d 8c 24 05 00 00 f0 83 e1 07
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x15d8: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15dd: 83 e0 01
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x15e0: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x15e9: 49 89 d0 4d 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15ef: e9 8f 00 00 00
;   0x15f4: 48 b9 05 00 00 60 ff ff ff ff 49 8d 04 0c 48 c7
;   0x1604: c1 ff ff ff ff 48 03 8f 90 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1610: 48 3b c1 0f 86 ed f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1619: 49 8d 84 24 05 00 00 80 48 c7 c6 ff ff ff ff 48
;   0x1629: 03 77 38
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x162c: 48 3b c6 0f 86 f5 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1635: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1645: c1
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1646: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x1656: 85 c0 0f 85 09 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x165e: b8 09 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x166e: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x167e: e9 c6 f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1683: ba 01 00 00 00 48 8b 8c 24 78 01 00 00 4c 89 c6
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1693: e8 00 00 00 00 4b 8d 84 22 05 00 00 f0 4d 89 cc
;   0x16a3: e9 bf f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16a8: 49 8d 84 24 06 00 00 f0 49 8d 4d ff
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x16b4: 48 3b c1 0f 86 d7 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16bd: e9 41 00 00 00
; (no source location: register moves, constants, padding)
;   0x16c2: 49 89 d0 4c 89 a4 24 e0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16cd: e9 bf 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x16d2: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16d7: 41 8d 8c 24 06 00 00 f0 83 e1 07
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x16e2: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16e7: 83 e0 01
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x16ea: 83 f8 01 0f 85 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x16f3: 49 89 d0 4c 89 a4 24 e0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16fe: e9 8e 00 00 00
;   0x1703: 48 b8 06 00 00 60 ff ff ff ff 49 03 c4 48 c7 c1
;   0x1713: ff ff ff ff 48 03 8f 90 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x171e: 48 3b c1 0f 86 87 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1727: 49 8d 84 24 06 00 00 80 48 c7 c1 ff ff ff ff 48
;   0x1737: 03 4f 38
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x173a: 48 3b c1 0f 86 8f f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1743: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1753: c1
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1754: e8 00 00 00 00 49 89 d0 48 8b 86 90 00 00 00 48
;   0x1764: 85 c0 0f 85 a3 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x176c: b8 0a 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x177c: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x178c: e9 b8 f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1791: ba 01 00 00 00 48 8b 8c 24 70 01 00 00 4c 89 c6
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x17a1: e8 00 00 00 00 4b 8d 84 22 06 00 00 f0 4c 8b a4
;   0x17b1: 24 e0 00 00 00 e9 54 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17bb: 49 8d 8c 24 07 00 00 f0 49 8d 75 ff
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x17c7: 48 3b ce 0f 86 6c f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17d0: e9 41 00 00 00
; (no source location: register moves, constants, padding)
;   0x17d5: 49 89 d0 4c 89 a4 24 e0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17e0: e9 c0 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x17e5: 49 0f b7 34 0b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17ea: 41 8d 8c 24 07 00 00 f0 83 e1 07
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x17f5: c4 e2 73 f7 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17fa: 83 e1 01
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x17fd: 83 f9 01 0f 85 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x1806: 49 89 d0 4c 89 a4 24 e0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1811: e9 8f 00 00 00
;   0x1816: 48 be 07 00 00 60 ff ff ff ff 49 8d 0c 34 48 c7
;   0x1826: c6 ff ff ff ff 48 03 b7 90 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1832: 48 3b ce 0f 86 1b f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x183b: 49 8d 8c 24 07 00 00 80 48 c7 c6 ff ff ff ff 48
;   0x184b: 03 77 38
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x184e: 48 3b ce 0f 86 23 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1857: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1867: c1
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1868: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x1878: 85 c9 0f 85 37 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1880: b8 0b 00 00 00 b9 01 00 00 00 4c 8b b4 24 f8 00
;   0x1890: 00 00 48 89 ce 4c 89 c2 4c 8b 84 24 d8 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x18a0: e9 a4 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18a5: ba 01 00 00 00 48 8b 8c 24 68 01 00 00 4c 89 c6
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x18b5: e8 00 00 00 00 4b 8d 8c 22 07 00 00 f0 4c 8b a4
;   0x18c5: 24 e0 00 00 00 e9 e8 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18cf: 4c 8d 84 81 00 00 00 f0 49 8d 75 fc
; line 98: st.global.u32 [%rd10], %r20;
;   0x18db: 4c 3b c6 0f 86 b3 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18e4: e9 54 00 00 00
; (no source location: register moves, constants, padding)
;   0x18e9: 49 89 d1 4c 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18f4: e9 da 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x18f9: 4b 0f b7 34 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18fe: 44 8d 84 81 00 00 00 f0 41 83 e0 07
; line 98: st.global.u32 [%rd10], %r20;
;   0x190a: c4 e2 3b f7 f6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x190f: 83 e6 0f 83 fe 0f 40 0f 94 c6 48 f7 c2 03 00 00
;   0x191f: 00 41 0f 94 c0
; line 98: st.global.u32 [%rd10], %r20;
;   0x1924: 41 84 f0 0f 84 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x192d: 49 89 d1 4c 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1938: e9 96 00 00 00
;   0x193d: 48 be 00 00 00 60 ff ff ff ff 4c 8d 04 32 48 c7
;   0x194d: c6 fc ff ff ff 48 03 b7 90 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x1959: 4c 3b c6 0f 86 5c f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1962: 4c 8d 84 81 00 00 00 80 48 c7 c0 fc ff ff ff 48
;   0x1972: 03 47 38
; line 98: st.global.u32 [%rd10], %r20;
;   0x1975: 4c 3b c0 0f 86 84 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x197e: 41 b8 04 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x198e: c1
; line 98: st.global.u32 [%rd10], %r20;
;   0x198f: e8 00 00 00 00 49 89 d1 4c 8b 86 90 00 00 00 4d
;   0x199f: 85 c0 0f 85 95 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19a7: b8 0c 00 00 00 b9 04 00 00 00 4c 8b b4 24 f8 00
;   0x19b7: 00 00 49 81 c6 f8 ff ff ff 4c 89 ca 48 89 ce 4c
;   0x19c7: 8b 84 24 d8 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x19ce: e9 76 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19d3: ba 04 00 00 00 48 8b 8c 24 60 01 00 00 4c 89 ce
; line 98: st.global.u32 [%rd10], %r20;
;   0x19e3: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19e8: 4d 8d 84 32 00 00 00 f0
; line 98: st.global.u32 [%rd10], %r20;
;   0x19f0: e9 86 f3 ff ff
; (no source location: register moves, constants, padding)
;   0x19f5: 48 8b 8c 24 30 01 00 00 48 8b b4 24 d8 00 00 00
;   0x1a05: 4c 8b b4 24 f8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a0d: 48 8b 46 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a15: 41 bf 11 08 00 00 41 bc 02 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a21: 85 c0 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a29: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a31: e9 95 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a36: 48 8b b4 24 d8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a3e: 4c 8b 46 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a42: ba 00 00 10 00 49 3b d0 4c 89 c0 48 0f 4c c2 41
;   0x1a52: bf 11 08 00 00 41 bc 01 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a5d: 48 85 c0 0f 8f 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a66: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a6e: e9 58 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a73: 48 8b b4 24 d8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a7b: 48 8b 76 68 48 89 c2 48 f7 da f0 48 0f c1 16
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a8a: 41 bf 11 08 00 00 41 bc 06 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1a96: 48 3b d0 0f 8d 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a9f: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1aa7: e9 1f 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1aac: 4c 2b c0 48 8b b4 24 d8 00 00 00 4c 89 46 48 4c
;   0x1abc: 03 f0 48 89 8c 24 30 01 00 00 e9 bc e9 ff ff
; (no source location: register moves, constants, padding)
;   0x1acb: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1ad3: 44 89 7e 60 44 89 66 64 b8 04 00 00 00 e9 aa f2
;   0x1ae3: ff ff
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
  movl $0x1d, 0x70(%rsi)
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
  movq 0x40(%rdi), %rcx
  movq %rax, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
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
  movzbq (%rsi, %r8), %rsi
  cmpl $0xff, %esi
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
  movq <offset:1>+0xf0(%rsp), %rsi
  leal 8(%rsi), %esi
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
  leaq -1(%r13), %rax
  cmpq %rax, %r8
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
  movabsq $0xffffffff60000005, %rcx
  leaq (%r12, %rcx), %rax
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
  movzwq (%r11, %rcx), %rsi
  leal -0xffffff9(%r12), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %esi, %ecx
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
; 6885 bytes

