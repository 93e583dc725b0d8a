; kernel sad8x8
; kernel sad8x8 (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec 10 02 00 00 48 89 9c 24 e0
;   0x0010: 01 00 00 4c 89 a4 24 e8 01 00 00 4c 89 ac 24 f0
;   0x0020: 01 00 00 4c 89 b4 24 f8 01 00 00 4c 89 bc 24 00
;   0x0030: 02 00 00
;   0x0033: 48 c7 44 24 40 00 00 00 00 48 c7 44 24 50 00 00
;   0x0043: 00 00 48 c7 44 24 60 00 00 00 00 48 c7 44 24 70
;   0x0053: 00 00 00 00 48 c7 84 24 80 00 00 00 00 00 00 00
;   0x0063: 48 c7 84 24 90 00 00 00 00 00 00 00 48 c7 84 24
;   0x0073: a0 00 00 00 00 00 00 00 48 c7 84 24 b0 00 00 00
;   0x0083: 00 00 00 00 48 c7 84 24 c0 00 00 00 00 00 00 00
;   0x0093: 48 c7 84 24 d0 00 00 00 00 00 00 00 45 33 ff 4c
;   0x00a3: 89 bc 24 18 01 00 00 48 89 d0 48 23 05 cc 1c 00
;   0x00b3: 00 48 89 94 24 e0 00 00 00 48 69 c0 98 00 00 00
;   0x00c3: 48 8d 14 06 48 89 b4 24 d8 00 00 00 48 89 94 24
;   0x00d3: d0 01 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x00d7: 48 8d 4c 24 38 48 89 8c 24 c8 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x00e4: 48 8d 4c 24 48 48 89 8c 24 c0 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x00f1: 48 8d 4c 24 58 48 89 8c 24 b8 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x00fe: 48 8d 4c 24 68 48 89 8c 24 b0 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x010b: 48 8d 4c 24 78 48 89 8c 24 a8 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0118: 48 8d 8c 24 88 00 00 00 48 89 8c 24 a0 01 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0128: 48 8d 8c 24 98 00 00 00 48 89 8c 24 98 01 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0138: 48 8d 8c 24 a8 00 00 00 48 89 8c 24 90 01 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0148: 48 8d 8c 24 b8 00 00 00 48 89 8c 24 88 01 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0158: 48 8d 8c 24 c8 00 00 00 48 89 8c 24 80 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0168: 48 3b f2 48 89 94 24 d0 01 00 00 0f 84 77 0d 00
;   0x0178: 00
;   0x0179: 8b 56 20 83 fa ff 0f 85 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0185: 48 89 b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x018d: e9 3a 0d 00 00
;   0x0192: 48 8b 47 48 48 8b 4f 50 48 8b 4f 58 48 8b 1f 48
;   0x01a2: 8b 4f 08 48 89 8c 24 78 01 00 00 4c 8b 67 10 4c
;   0x01b2: 8b 57 30 4c 89 94 24 70 01 00 00 48 8b 4f 38 49
;   0x01c2: 89 cf 48 8b 4f 40 48 8b 4e 40 4c 8b 4e 08 48 89
;   0x01d2: b4 24 e8 00 00 00 4c 89 8c 24 68 01 00 00 85 d2
;   0x01e2: 0f 85 6c 02 00 00
;   0x01e8: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x01f8: 00 48 c7 44 24 20 00 00 00 00 48 c7 44 24 30 00
;   0x0208: 00 00 00 4c 8d 69 f2 4c 89 ac 24 10 01 00 00 48
;   0x0218: 8b 8c 24 10 01 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x021f: 48 85 c9 48 89 8c 24 10 01 00 00 0f 8c a4 0e 00
;   0x022f: 00
;   0x0230: 48 8b 48 70
; line 26: ld.param.u64 %rd2, [sad8x8_ref];
;   0x0234: 48 8b b0 88 00 00 00 4c 8b 8c 24 68 01 00 00 49
;   0x0244: 89 31
; line 27: ld.param.u64 %rd3, [sad8x8_out];
;   0x0246: 4c 8b 88 a0 00 00 00 48 8b 94 24 68 01 00 00 4c
;   0x0256: 89 4a 08
; line 28: ld.param.u32 %r1, [sad8x8_w];
;   0x0259: 8b 90 b8 00 00 00 48 8b 84 24 68 01 00 00 89 50
;   0x0269: 10
; line 30: cvta.to.global.u64 %rd2, %rd2;
;   0x026a: 48 89 30
; line 31: cvta.to.global.u64 %rd3, %rd3;
;   0x026d: 4c 89 48 08 48 8b b4 24 e8 00 00 00
; line 32: mov.u32 %r2, %tid.x;
;   0x0279: 44 8b 56 10 4c 8b 8c 24 68 01 00 00 45 89 51 18
; line 33: mov.u32 %r3, %tid.y;
;   0x0289: 8b 46 14 41 89 41 20
; line 34: mov.u32 %r4, %ctaid.x;
;   0x0290: 44 8b 4f 6c 48 8b b4 24 68 01 00 00 44 89 4e 28
; line 35: mov.u32 %r5, %ctaid.y;
;   0x02a0: 44 8b 5f 70 44 89 5e 30
; line 33: mov.u32 %r3, %tid.y;
;   0x02a8: 44 8b c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02ab: 49 c1 e0 03
; line 36: mad.lo.u32 %r6, %r3, 8, %r2;
;   0x02af: 43 8d 04 10 89 46 38
; line 38: @%p1 bra $L__loaded;
;   0x02b6: 83 f8 10 0f 82 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x02bf: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02c7: e9 2a 01 00 00
; (no source location: register moves, constants, padding)
;   0x02cc: 49 89 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02cf: 41 d1 ea
; line 42: add.u32 %r9, %r9, %r7;
;   0x02d2: 47 8d 14 da
; line 46: mad.lo.u32 %r12, %r9, %r1, %r10;
;   0x02d6: 44 8b da 4d 0f af d3
; line 49: ld.global.u32 %r13, [%rd5];
;   0x02dd: 4c 8b 5c 24 38 4c 8b 74 24 40 49 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02ea: 41 83 e0 01 41 c1 e0 02
; line 45: add.u32 %r10, %r10, %r11;
;   0x02f2: 47 8d 0c c8
; line 46: mad.lo.u32 %r12, %r9, %r1, %r10;
;   0x02f6: 45 03 d1
; line 48: add.s64 %rd5, %rd1, %rd4;
;   0x02f9: 4a 8d 14 11 49 89 d1
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0300: 4d 2b cb 4d 3b ce 0f 83 63 0c 00 00
;   0x030c: 48 f7 c2 03 00 00 00 0f 85 56 0c 00 00
;   0x0319: 4c 8d 8c 13 00 00 00 f0 e9 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0326: 49 c1 e9 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x032a: 4b 0f b6 34 0c 81 fe ff 00 00 00 0f 85 61 0c 00
;   0x033a: 00
;   0x033b: 48 f7 c2 03 00 00 00 0f 85 54 0c 00 00 e9 47 0c
;   0x034b: 00 00
;   0x034d: 4c 8b 87 98 00 00 00 4c 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0357: 48 c1 ee 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x035b: 49 0f b6 34 30 81 fe ff 00 00 00 0f 85 93 0c 00
;   0x036b: 00
;   0x036c: 48 f7 c2 03 00 00 00 0f 85 86 0c 00 00
; (no source location: register moves, constants, padding)
;   0x0379: 48 8b b4 24 e8 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0381: 4c 03 0e e9 2d 00 00 00
;   0x0389: 48 8b 4f 40 4c 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0390: 48 c1 ee 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0394: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 76 0c 00
;   0x03a4: 00
;   0x03a5: 48 f7 c2 03 00 00 00 0f 85 69 0c 00 00
;   0x03b2: 4c 03 4f 30
;   0x03b6: 41 8b 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03b9: c1 e0 02 4d 89 fa 49 8d 52 bc
; line 53: st.shared.u32 [%r14], %r13;
;   0x03c3: 48 3b c2 0f 87 cd 0c 00 00
; (no source location: register moves, constants, padding)
;   0x03cc: 48 8b 94 24 70 01 00 00
; line 53: st.shared.u32 [%r14], %r13;
;   0x03d4: 89 0c 02 4c 8b ac 24 10 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03df: 49 81 c5 f1 ff ff ff 4c 89 ac 24 10 01 00 00 48
;   0x03ef: 8b b4 24 e8 00 00 00
; (no source location: register moves, constants, padding)
;   0x03f6: 48 8b b4 24 e8 00 00 00
; line 55: bar.sync 0;
;   0x03fe: 48 c7 46 78 00 00 00 00 4c 8b 8c 24 68 01 00 00
;   0x040e: 41 c6 41 40 00 4c 8b ac 24 10 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x041b: 49 8d 75 ff 48 8b 84 24 e8 00 00 00
; line 55: bar.sync 0;
;   0x0427: 48 89 70 40 48 8b b4 24 e8 00 00 00 c7 46 20 01
;   0x0437: 00 00 00 c6 86 8d 00 00 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0441: 41 bf 01 00 00 00 4c 89 bc 24 18 01 00 00
; line 55: bar.sync 0;
;   0x044f: e9 78 0a 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0454: 83 fa 01 0f 84 14 00 00 00
; (no source location: register moves, constants, padding)
;   0x045d: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0465: c6 86 8d 00 00 00 00 e9 5b 0a 00 00
; (no source location: register moves, constants, padding)
;   0x0471: 4c 8b 8c 24 68 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0479: 49 0f b6 41 40
; (no source location: register moves, constants, padding)
;   0x047e: 4c 8b 8c 24 68 01 00 00
; line 56: add.u32 %r16, %r1, 8;
;   0x0486: 41 8b 41 10
; line 57: shl.b32 %r17, %r4, 3;
;   0x048a: 41 8b 71 28 49 89 f0
; line 58: add.u32 %r17, %r17, %r2;
;   0x0491: 45 8b 51 18 4c 89 94 24 60 01 00 00
; line 59: shl.b32 %r18, %r5, 3;
;   0x049d: 41 8b 51 30
; line 60: add.u32 %r18, %r18, %r3;
;   0x04a1: 41 8b 71 20 44 8d 0c d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04a9: 44 8d 58 08
; line 61: mad.lo.u32 %r19, %r18, %r16, %r17;
;   0x04ad: 4d 0f af cb 48 8b 84 24 68 01 00 00 4c 89 9c 24
;   0x04bd: 58 01 00 00
; line 63: add.s64 %rd7, %rd2, %rd6;
;   0x04c1: 4c 8b 10
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04c4: 48 81 c1 0e ff ff ff 48 89 8c 24 10 01 00 00 48
;   0x04d4: 8b b4 24 10 01 00 00 4c 8b ac 24 10 01 00 00
; line 67: mov.u32 %r22, cblk;
;   0x04e3: 49 85 f5 0f 8c 63 17 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04ec: 4c 89 e8 33 c0 48 8b 94 24 60 01 00 00 4c 89 c6
;   0x04fc: 48 89 84 24 f0 00 00 00
; line 58: add.u32 %r17, %r17, %r2;
;   0x0504: 8d 04 f2
; line 61: mad.lo.u32 %r19, %r18, %r16, %r17;
;   0x0507: 41 03 c1
; line 63: add.s64 %rd7, %rd2, %rd6;
;   0x050a: 49 03 c2 4c 89 fa
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0510: 4c 8d 52 bc 4c 89 94 24 50 01 00 00 48 89 c2 4c
;   0x0520: 8b b4 24 f0 00 00 00 48 8b 8c 24 f0 00 00 00 48
;   0x0530: 89 8c 24 00 01 00 00 48 89 8c 24 08 01 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x053f: 41 8b ce 4c 8b 8c 24 50 01 00 00 49 3b c9 0f 96
;   0x054f: c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0550: 48 f7 c1 03 00 00 00 40 0f 94 c6
; line 69: ld.shared.u32 %r23, [%r22];
;   0x055b: 40 84 c6 0f 84 42 0c 00 00
; (no source location: register moves, constants, padding)
;   0x0564: 48 8b 84 24 70 01 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x056c: 8b 04 08 48 89 84 24 48 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0577: 48 8d 41 04
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x057b: 49 3b c1 4c 89 8c 24 50 01 00 00 40 0f 96 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x058a: 48 a9 03 00 00 00 0f 94 c0
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x0593: 40 84 f0 0f 84 2e 0c 00 00
; (no source location: register moves, constants, padding)
;   0x059c: 48 8b 84 24 70 01 00 00
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x05a4: 8b 4c 08 04 48 89 8c 24 40 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05b0: 48 8b 44 24 48 48 8b 4c 24 50 48 89 d6 48 2b f0
;   0x05c0: 48 3b f1 0f 82 85 00 00 00 e9 20 0c 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05ce: 48 c1 e9 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05d2: 49 0f b6 04 0c 3d ff 00 00 00 0f 84 2d 0c 00 00
;   0x05e2: e9 35 0c 00 00
;   0x05e7: 48 8b 87 98 00 00 00 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05f1: 48 c1 e9 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x05f5: 48 0f b6 04 08 3d ff 00 00 00 0f 84 31 00 00 00
;   0x0605: e9 63 0c 00 00
;   0x060a: 48 8b 47 40 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0611: 48 c1 e9 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0615: 48 0f b6 04 08 3d ff 00 00 00 0f 85 63 0c 00 00
; (no source location: register moves, constants, padding)
;   0x0625: 48 89 94 24 f8 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x062d: 4c 03 47 30 e9 3b 00 00 00
; (no source location: register moves, constants, padding)
;   0x0636: 48 8b b4 24 e8 00 00 00 48 89 94 24 f8 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0646: 4c 03 06 e9 23 00 00 00
; (no source location: register moves, constants, padding)
;   0x064e: 48 89 d6 4c 8b ac 24 78 01 00 00 48 89 94 24 f8
;   0x065e: 00 00 00 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0669: 4c 8d 84 33 00 00 00 f0
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0671: 49 0f b6 08 48 89 8c 24 38 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x067d: 48 8b 4c 24 58 48 8b 44 24 60 48 8b b4 24 f8 00
;   0x068d: 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x068f: 48 8d 56 01 49 89 d0
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0696: 4c 2b c1 4c 3b c0 0f 82 75 00 00 00 e9 5a 0c 00
;   0x06a6: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06a7: 48 c1 e9 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x06ab: 49 0f b6 04 0c 3d ff 00 00 00 0f 84 67 0c 00 00
;   0x06bb: e9 6a 0c 00 00
;   0x06c0: 48 8b 87 98 00 00 00 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06ca: 49 c1 e8 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x06ce: 4a 0f b6 04 00 3d ff 00 00 00 0f 84 29 00 00 00
;   0x06de: e9 b0 0c 00 00
;   0x06e3: 48 8b 47 40 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06ea: 49 c1 e8 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x06ee: 4a 0f b6 04 00 3d ff 00 00 00 0f 85 c0 0c 00 00
;   0x06fe: 48 03 4f 30 e9 20 00 00 00
; (no source location: register moves, constants, padding)
;   0x0707: 48 8b 84 24 e8 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x070f: 48 03 08 e9 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x0717: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x071f: 48 8d 8c 33 01 00 00 f0
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0727: 48 0f b6 09 48 89 8c 24 30 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0733: 48 8b 4c 24 68 48 8b 44 24 70 48 8b b4 24 f8 00
;   0x0743: 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0745: 48 8d 56 02 49 89 d0
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x074c: 4c 2b c1 4c 3b c0 0f 82 77 00 00 00 e9 d0 0c 00
;   0x075c: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x075d: 48 c1 e9 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0761: 49 0f b6 04 0c 3d ff 00 00 00 0f 84 dd 0c 00 00
;   0x0771: e9 e0 0c 00 00
;   0x0776: 48 8b 87 98 00 00 00 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0780: 49 c1 e8 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0784: 4a 0f b6 04 00 3d ff 00 00 00 0f 84 2b 00 00 00
;   0x0794: e9 26 0d 00 00
;   0x0799: 4c 8b 47 40 49 89 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07a0: 49 c1 e9 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x07a4: 4f 0f b6 04 08 41 81 f8 ff 00 00 00 0f 85 34 0d
;   0x07b4: 00 00
;   0x07b6: 48 03 4f 30 e9 20 00 00 00
; (no source location: register moves, constants, padding)
;   0x07bf: 4c 8b 84 24 e8 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x07c7: 49 03 08 e9 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x07cf: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07d7: 48 8d 8c 33 02 00 00 f0
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x07df: 48 0f b6 09 48 89 8c 24 28 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x07eb: 48 8b 4c 24 78 48 8b 84 24 80 00 00 00 48 8b b4
;   0x07fb: 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0800: 48 8d 56 03 49 89 d0
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0807: 4c 2b c1 4c 3b c0 0f 82 75 00 00 00 e9 41 0d 00
;   0x0817: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0818: 48 c1 e9 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x081c: 49 0f b6 04 0c 3d ff 00 00 00 0f 84 4e 0d 00 00
;   0x082c: e9 51 0d 00 00
;   0x0831: 48 8b 87 98 00 00 00 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x083b: 49 c1 e8 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x083f: 4a 0f b6 04 00 3d ff 00 00 00 0f 84 29 00 00 00
;   0x084f: e9 97 0d 00 00
;   0x0854: 48 8b 47 40 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x085b: 49 c1 e8 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x085f: 4a 0f b6 04 00 3d ff 00 00 00 0f 85 a7 0d 00 00
;   0x086f: 48 03 4f 30 e9 20 00 00 00
; (no source location: register moves, constants, padding)
;   0x0878: 48 8b 84 24 e8 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0880: 48 03 08 e9 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x0888: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0890: 48 8d 8c 33 03 00 00 f0
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0898: 4c 0f b6 31
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x089c: 48 8b 8c 24 88 00 00 00 48 8b 84 24 90 00 00 00
;   0x08ac: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08b4: 48 8d 56 04 49 89 d0
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x08bb: 4c 2b c1 4c 3b c0 0f 82 79 00 00 00 e9 b9 0d 00
;   0x08cb: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08cc: 48 c1 e9 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x08d0: 49 0f b6 04 0c 3d ff 00 00 00 0f 84 c6 0d 00 00
;   0x08e0: e9 c9 0d 00 00
;   0x08e5: 4c 8b 87 98 00 00 00 49 89 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08ef: 49 c1 e9 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x08f3: 4f 0f b6 04 08 41 81 f8 ff 00 00 00 0f 84 2b 00
;   0x0903: 00 00 e9 0c 0e 00 00
;   0x090a: 4c 8b 57 40 49 89 cb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0911: 49 c1 eb 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0915: 4f 0f b6 14 1a 41 81 fa ff 00 00 00 0f 85 1a 0e
;   0x0925: 00 00
;   0x0927: 48 03 4f 30 e9 20 00 00 00
; (no source location: register moves, constants, padding)
;   0x0930: 48 8b 84 24 e8 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0938: 48 03 08 e9 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x0940: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0948: 48 8d 8c 33 04 00 00 f0
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0950: 4c 0f b6 09
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0954: 48 8b 8c 24 98 00 00 00 48 8b 84 24 a0 00 00 00
;   0x0964: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x096c: 48 8d 56 05 49 89 d0
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0973: 4c 2b c1 4c 3b c0 0f 82 75 00 00 00 e9 2c 0e 00
;   0x0983: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0984: 48 c1 e9 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0988: 49 0f b6 04 0c 3d ff 00 00 00 0f 84 39 0e 00 00
;   0x0998: e9 3c 0e 00 00
;   0x099d: 48 8b 87 98 00 00 00 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09a7: 49 c1 e8 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x09ab: 4a 0f b6 04 00 3d ff 00 00 00 0f 84 29 00 00 00
;   0x09bb: e9 82 0e 00 00
;   0x09c0: 48 8b 47 40 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09c7: 49 c1 e8 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x09cb: 4a 0f b6 04 00 3d ff 00 00 00 0f 85 92 0e 00 00
;   0x09db: 48 03 4f 30 e9 20 00 00 00
; (no source location: register moves, constants, padding)
;   0x09e4: 48 8b 84 24 e8 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x09ec: 48 03 08 e9 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x09f4: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09fc: 48 8d 8c 33 05 00 00 f0
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0a04: 48 0f b6 01 48 89 84 24 20 01 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a10: 48 8b 8c 24 a8 00 00 00 48 8b 84 24 b0 00 00 00
;   0x0a20: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a28: 48 8d 56 06 49 89 d2
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a2f: 4c 2b d1 4c 3b d0 0f 82 77 00 00 00 e9 9c 0e 00
;   0x0a3f: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a40: 48 c1 e9 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a44: 49 0f b6 04 0c 3d ff 00 00 00 0f 84 a9 0e 00 00
;   0x0a54: e9 ac 0e 00 00
;   0x0a59: 4c 8b 97 98 00 00 00 49 89 cb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a63: 49 c1 eb 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a67: 4f 0f b6 14 1a 41 81 fa ff 00 00 00 0f 84 29 00
;   0x0a77: 00 00 e9 f0 0e 00 00
;   0x0a7e: 48 8b 47 40 49 89 ca
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a85: 49 c1 ea 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0a89: 4a 0f b6 04 10 3d ff 00 00 00 0f 85 00 0f 00 00
;   0x0a99: 48 03 4f 30 e9 20 00 00 00
; (no source location: register moves, constants, padding)
;   0x0aa2: 48 8b 84 24 e8 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0aaa: 48 03 08 e9 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x0ab2: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aba: 48 8d 8c 33 06 00 00 f0
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0ac2: 4c 0f b6 39
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0ac6: 48 8b 8c 24 b8 00 00 00 48 8b 84 24 c0 00 00 00
;   0x0ad6: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ade: 48 8d 56 07 49 89 d0
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0ae5: 4c 2b c1 4c 3b c0 0f 82 97 00 00 00 e9 12 0f 00
;   0x0af5: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0af6: 48 c1 e9 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0afa: 49 0f b6 04 0c 3d ff 00 00 00 0f 84 1f 0f 00 00
;   0x0b0a: e9 22 0f 00 00
;   0x0b0f: 48 8b 87 98 00 00 00 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b19: 49 c1 e8 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0b1d: 4a 0f b6 04 00 3d ff 00 00 00 0f 84 43 00 00 00
;   0x0b2d: e9 68 0f 00 00
;   0x0b32: 48 8b 47 40 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b39: 49 c1 e8 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0b3d: 4a 0f b6 04 00 3d ff 00 00 00 0f 84 12 00 00 00
;   0x0b4d: e9 73 0f 00 00
; (no source location: register moves, constants, padding)
;   0x0b52: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b5a: e9 39 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0b5f: 48 03 4f 30 48 8b b4 24 f8 00 00 00 e9 28 00 00
;   0x0b6f: 00
; (no source location: register moves, constants, padding)
;   0x0b70: 48 8b 84 24 e8 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0b78: 48 03 08 48 8b b4 24 f8 00 00 00 e9 10 00 00 00
; (no source location: register moves, constants, padding)
;   0x0b88: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b90: 48 8d 8c 33 07 00 00 f0
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0b98: 48 0f b6 11 4c 8b 94 24 08 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ba4: 41 81 c2 01 00 00 00 48 8b 84 24 f0 00 00 00 81
;   0x0bb4: c0 08 00 00 00 48 8b 8c 24 58 01 00 00 48 89 84
;   0x0bc4: 24 f0 00 00 00
; line 88: add.s64 %rd7, %rd7, %rd8;
;   0x0bc9: 4c 8d 1c 0e 48 8b 84 24 48 01 00 00
; line 85: vabsdiff4.u32.u32.u32.add %r20, %r23, %r29, %r20;
;   0x0bd5: c5 f9 6e c0 48 8b 84 24 38 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0be1: 40 0f b6 f0 48 8b 84 24 30 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0bed: 0f b6 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bf0: c1 e0 08 25 00 ff 00 00
; line 75: bfi.b32 %r29, %r26, %r25, 8, 8;
;   0x0bf8: 0b f0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bfa: 81 e6 ff ff 00 ff 48 8b 84 24 28 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0c08: 0f b6 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c0b: c1 e0 10 25 00 00 ff 00
; line 76: bfi.b32 %r29, %r27, %r29, 16, 8;
;   0x0c13: 0b f0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c15: 81 e6 ff ff ff 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0c1b: 41 0f b6 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c1f: c1 e0 18 25 00 00 00 ff
; line 77: bfi.b32 %r29, %r28, %r29, 24, 8;
;   0x0c27: 0b f0
; line 85: vabsdiff4.u32.u32.u32.add %r20, %r23, %r29, %r20;
;   0x0c29: c5 f9 6e ce c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0
;   0x0c39: c4 e2 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5
;   0x0c49: f9 c5 c0 00 0f bf c0 4c 8b b4 24 00 01 00 00 41
;   0x0c59: 8d 34 06 48 8b 84 24 40 01 00 00
; line 86: vabsdiff4.u32.u32.u32.add %r20, %r24, %r30, %r20;
;   0x0c64: c5 f9 6e c0
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0c68: 45 0f b6 c9 48 8b 84 24 20 01 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x0c74: 0f b6 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c77: c1 e0 08 25 00 ff 00 00
; line 82: bfi.b32 %r30, %r26, %r25, 8, 8;
;   0x0c7f: 44 0b c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c82: 41 81 e1 ff ff 00 ff
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0c89: 41 0f b6 c7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c8d: c1 e0 10 25 00 00 ff 00
; line 83: bfi.b32 %r30, %r27, %r30, 16, 8;
;   0x0c95: 44 0b c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c98: 41 81 e1 ff ff ff 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0c9f: 0f b6 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ca2: c1 e0 18 25 00 00 00 ff
; line 84: bfi.b32 %r30, %r28, %r30, 24, 8;
;   0x0caa: 44 0b c8
; line 86: vabsdiff4.u32.u32.u32.add %r20, %r24, %r30, %r20;
;   0x0cad: c4 c1 79 6e c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8
;   0x0cbd: c0 c4 e2 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0
;   0x0ccd: c5 f9 c5 c0 00 0f bf c0 44 8d 34 06
; line 91: @%p1 bra $L__row;
;   0x0cd9: 41 83 fa 08 0f 83 30 00 00 00
; (no source location: register moves, constants, padding)
;   0x0ce3: 4c 89 ac 24 78 01 00 00 48 89 8c 24 58 01 00 00
;   0x0cf3: 4c 89 94 24 08 01 00 00 4c 89 b4 24 00 01 00 00
;   0x0d03: 4c 8b b4 24 f0 00 00 00 4c 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d0e: e9 2c f8 ff ff
; line 92: mov.u32 %r31, %nctaid.x;
;   0x0d13: 8b 57 78 4c 8b 8c 24 68 01 00 00
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0d1e: 41 8b 71 30 8b c6
; line 92: mov.u32 %r31, %nctaid.x;
;   0x0d24: 8b d2
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0d26: 48 0f af c2 45 8b 49 28 48 8b 94 24 68 01 00 00
; line 95: add.u32 %r32, %r32, %r6;
;   0x0d36: 8b 52 38 48 8b b4 24 68 01 00 00
; line 97: add.s64 %rd10, %rd3, %rd9;
;   0x0d41: 4c 8b 46 08
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d45: 4c 8b 94 24 c8 00 00 00 4c 8b 9c 24 d0 00 00 00
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x0d55: 42 8d 0c 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d59: c1 e1 06
; line 95: add.u32 %r32, %r32, %r6;
;   0x0d5c: 44 8d 0c 11
; line 97: add.s64 %rd10, %rd3, %rd9;
;   0x0d60: 4b 8d 14 88 48 89 d6
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d67: 49 2b f2 49 3b f3 0f 83 c1 0d 00 00
;   0x0d73: 48 f7 c2 03 00 00 00 0f 85 b4 0d 00 00
;   0x0d80: 48 8d 84 13 00 00 00 f0 e9 be 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d8d: 49 c1 ea 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0d91: 4b 0f b6 04 14 3d ff 00 00 00 0f 85 b5 0d 00 00
;   0x0da1: 48 f7 c2 03 00 00 00 0f 85 a8 0d 00 00 e9 9b 0d
;   0x0db1: 00 00
;   0x0db3: 48 8b 8f 98 00 00 00 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0dbd: 48 c1 ee 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0dc1: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 e0 0d 00
;   0x0dd1: 00
;   0x0dd2: 48 f7 c2 03 00 00 00 0f 85 d3 0d 00 00
; (no source location: register moves, constants, padding)
;   0x0ddf: 48 8b b4 24 e8 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0de7: 48 03 06 e9 5c 00 00 00
;   0x0def: 48 8b 4f 40 48 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0df6: 48 c1 ee 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0dfa: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 c3 0d 00
;   0x0e0a: 00
;   0x0e0b: 48 f7 c2 03 00 00 00 0f 85 b6 0d 00 00
;   0x0e18: 48 03 47 30 e9 2a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0e21: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e29: 44 89 46 24 48 89 46 28 4c 89 4e 30 48 89 4e 38
;   0x0e39: b8 02 00 00 00 4c 8b ac 24 10 01 00 00 e9 24 00
;   0x0e49: 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x0e4b: 44 89 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e4e: 33 c0 4c 8b ac 24 10 01 00 00 49 81 c5 f8 ff ff
;   0x0e5e: ff 4c 89 ac 24 10 01 00 00 48 8b b4 24 e8 00 00
;   0x0e6e: 00
; (no source location: register moves, constants, padding)
;   0x0e6f: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e77: 4c 89 6e 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x0e87: 00 00
;   0x0e89: 48 8b 9c 24 e0 01 00 00 4c 8b a4 24 e8 01 00 00
;   0x0e99: 4c 8b ac 24 f0 01 00 00 4c 8b b4 24 f8 01 00 00
;   0x0ea9: 4c 8b bc 24 00 02 00 00 48 81 c4 10 02 00 00 48
;   0x0eb9: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0ebd: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ec5: c7 46 20 ff ff ff ff
; (no source location: register moves, constants, padding)
;   0x0ecc: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ed4: 48 81 c6 98 00 00 00 48 89 b4 24 e8 00 00 00 48
;   0x0ee4: 8b 94 24 d0 01 00 00 e9 78 f2 ff ff
; (no source location: register moves, constants, padding)
;   0x0ef0: 48 8b 94 24 e0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ef8: 48 0f ba e2 3e 0f 92 c0 4c 8b bc 24 18 01 00 00
;   0x0f08: 44 84 f8 0f 85 36 00 00 00
;   0x0f11: 33 c0 48 8b 9c 24 e0 01 00 00 4c 8b a4 24 e8 01
;   0x0f21: 00 00 4c 8b ac 24 f0 01 00 00 4c 8b b4 24 f8 01
;   0x0f31: 00 00 4c 8b bc 24 00 02 00 00 48 81 c4 10 02 00
;   0x0f41: 00 48 89 ec 5d c3
;   0x0f47: 45 33 ff 4c 89 bc 24 18 01 00 00 48 89 94 24 e0
;   0x0f57: 00 00 00 48 8b b4 24 d8 00 00 00 48 8b 94 24 d0
;   0x0f67: 01 00 00 e9 f9 f1 ff ff
;   0x0f6f: 4e 8d 8c 11 00 00 00 f0 48 8b b4 24 78 01 00 00
;   0x0f7f: 48 81 c6 fc ff ff ff
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f86: 4c 3b ce 0f 86 97 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f8f: e9 46 00 00 00
; (no source location: register moves, constants, padding)
;   0x0f94: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f97: e9 db 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0f9c: 4f 0f b7 04 0c
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fa1: 46 8d 8c 11 00 00 00 f0 41 83 e1 07
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0fad: c4 42 33 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fb2: 41 83 e0 0f 41 83 f8 0f 41 0f 94 c0 48 f7 c2 03
;   0x0fc2: 00 00 00 40 0f 94 c6
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0fc9: 44 84 c6 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0fd2: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fd5: e9 9d 00 00 00
;   0x0fda: 48 be 00 00 00 60 ff ff ff ff 4c 8d 0c 32 49 c7
;   0x0fea: c0 fc ff ff ff 4c 03 87 90 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0ff6: 4d 3b c8 0f 86 4e f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fff: 4e 8d 8c 11 00 00 00 80 48 c7 c1 fc ff ff ff 48
;   0x100f: 03 4f 38
; line 49: ld.global.u32 %r13, [%rd5];
;   0x1012: 4c 3b c9 0f 86 6e f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x101b: 41 b8 04 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x102b: c1
; line 49: ld.global.u32 %r13, [%rd5];
;   0x102c: e8 00 00 00 00 48 89 d1 4c 8b 8e 90 00 00 00 4d
;   0x103c: 85 c9 0f 85 72 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1044: 45 33 c0 41 b9 04 00 00 00 4c 8b ac 24 10 01 00
;   0x1054: 00 49 81 c5 f1 ff ff ff 4c 89 ac 24 10 01 00 00
;   0x1064: 48 8b b4 24 e8 00 00 00 48 89 c8 4c 89 c9
; line 49: ld.global.u32 %r13, [%rd5];
;   0x1072: e9 aa fd ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1077: ba 04 00 00 00 48 89 ce 48 8b 8c 24 c8 01 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x1087: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x108c: 4c 8d 8c 33 00 00 00 f0
; line 49: ld.global.u32 %r13, [%rd5];
;   0x1094: e9 1d f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1099: 41 b8 01 00 00 00 b9 00 00 00 80 48 03 c1 41 b9
;   0x10a9: 04 00 00 00 4c 8b ac 24 10 01 00 00 49 81 c5 f1
;   0x10b9: ff ff ff 4c 89 ac 24 10 01 00 00 4c 89 c9 48 8b
;   0x10c9: b4 24 e8 00 00 00
; line 53: st.shared.u32 [%r14], %r13;
;   0x10cf: e9 4d fd ff ff
; (no source location: register moves, constants, padding)
;   0x10d4: 48 8b b4 24 e8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x10dc: 4c 8b 46 50 4d 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10e4: 41 bb 44 03 00 00 41 be 02 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x10f0: 45 85 c0 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x10f9: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1101: e9 54 0c 00 00
; (no source location: register moves, constants, padding)
;   0x1106: 48 8b b4 24 e8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x110e: 48 8b 4e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1112: 41 bb 00 00 10 00 4c 3b d9 48 89 ca 49 0f 4c d3
;   0x1122: 41 bb 44 03 00 00 41 be 01 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x112e: 48 85 d2 0f 8f 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1137: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x113f: e9 16 0c 00 00
; (no source location: register moves, constants, padding)
;   0x1144: 48 8b b4 24 e8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x114c: 4c 8b 46 68 49 89 d1 49 f7 d9 f0 4d 0f c1 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x115b: 41 bb 44 03 00 00 41 be 06 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x1167: 4c 3b ca 0f 8d 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1170: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1178: e9 dd 0b 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x117d: 48 2b ca 48 8b b4 24 e8 00 00 00 48 89 4e 48 4c
;   0x118d: 8b ac 24 10 01 00 00 49 8d 4c 15 00 48 89 8c 24
;   0x119d: 10 01 00 00 e9 79 f0 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11a6: 41 b8 02 00 00 00 b8 00 00 00 80 48 03 c1 41 b9
;   0x11b6: 04 00 00 00 4c 89 c9 48 8b b4 24 e8 00 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x11c5: e9 57 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11ca: 41 b8 03 00 00 00 b8 04 00 00 80 48 03 c1 41 b9
;   0x11da: 04 00 00 00 4c 89 c9 48 8b b4 24 e8 00 00 00
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x11e9: e9 33 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11ee: 48 8d 8a 00 00 00 f0 4c 8b ac 24 78 01 00 00 49
;   0x11fe: 8d 45 ff
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1201: 48 3b c8 0f 86 c4 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x120a: e9 39 00 00 00
; (no source location: register moves, constants, padding)
;   0x120f: 48 89 94 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1217: e9 be 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x121c: 49 0f b7 04 0c
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1221: 8d 8a 00 00 00 f0 83 e1 07
; line 71: ld.global.u8 %r25, [%rd7];
;   0x122a: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x122f: 83 e0 01
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1232: 83 f8 01 0f 85 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x123b: 48 89 94 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1243: e9 92 00 00 00
;   0x1248: 48 b8 00 00 00 60 ff ff ff ff 4c 8d 04 02 48 c7
;   0x1258: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1264: 4c 3b c0 0f 86 7a f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x126d: 4c 8d 82 00 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x127d: 47 38
; line 71: ld.global.u8 %r25, [%rd7];
;   0x127f: 4c 3b c0 0f 86 82 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1288: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1298: c1
; line 71: ld.global.u8 %r25, [%rd7];
;   0x1299: e8 00 00 00 00 48 89 94 24 f8 00 00 00 4c 8b 86
;   0x12a9: 90 00 00 00 4d 85 c0 0f 85 bb f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12b6: 41 b8 04 00 00 00 41 b9 01 00 00 00 48 8b 84 24
;   0x12c6: f8 00 00 00 4c 89 c9 48 8b b4 24 e8 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x12d5: e9 47 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12da: ba 01 00 00 00 48 8b 8c 24 c0 01 00 00 48 8b b4
;   0x12ea: 24 f8 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x12ef: e8 00 00 00 00 4c 8d 84 33 00 00 00 f0 e9 70 f3
;   0x12ff: ff ff
; (no source location: register moves, constants, padding)
;   0x1301: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1309: 48 8d 8e 01 00 00 f0 49 8d 45 ff
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1314: 48 3b c8 0f 86 8a f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x131d: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x1322: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1325: e9 d9 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x132a: 49 0f b7 04 0c 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1337: 8d 8e 01 00 00 f0 83 e1 07
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1340: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1345: 83 e0 01
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1348: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x1351: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1354: e9 aa 00 00 00
;   0x1359: 48 b8 01 00 00 60 ff ff ff ff 48 8b b4 24 f8 00
;   0x1369: 00 00 48 8d 0c 06 48 c7 c0 ff ff ff ff 48 03 87
;   0x1379: 90 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x137d: 48 3b c8 0f 86 3a f3 ff ff
; (no source location: register moves, constants, padding)
;   0x1386: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x138e: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x1393: 48 8b b4 24 f8 00 00 00 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13a3: 48 8d 8e 01 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x13b3: 47 38
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x13b5: 48 3b c8 0f 86 25 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13be: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x13ce: c1
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x13cf: e8 00 00 00 00 48 89 d0 48 8b 8e 90 00 00 00 48
;   0x13df: 85 c9 0f 85 40 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13e7: 41 b8 05 00 00 00 41 b9 01 00 00 00 4c 89 c9 48
;   0x13f7: 8b b4 24 e8 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x13fe: e9 1e fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1403: ba 01 00 00 00 48 8b 8c 24 b8 01 00 00 48 89 c6
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x1413: e8 00 00 00 00 48 8b b4 24 f8 00 00 00 48 8d 8c
;   0x1423: 33 01 00 00 f0 e9 fa f2 ff ff
; (no source location: register moves, constants, padding)
;   0x142d: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1435: 48 8d 8e 02 00 00 f0 49 8d 45 ff
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1440: 48 3b c8 0f 86 14 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1449: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x144e: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1451: e9 d9 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1456: 49 0f b7 04 0c 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1463: 8d 8e 02 00 00 f0 83 e1 07
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x146c: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1471: 83 e0 01
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x1474: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x147d: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1480: e9 aa 00 00 00
;   0x1485: 48 b8 02 00 00 60 ff ff ff ff 48 8b b4 24 f8 00
;   0x1495: 00 00 48 8d 0c 06 48 c7 c0 ff ff ff ff 48 03 87
;   0x14a5: 90 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x14a9: 48 3b c8 0f 86 c4 f2 ff ff
; (no source location: register moves, constants, padding)
;   0x14b2: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14ba: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x14bf: 48 8b b4 24 f8 00 00 00 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14cf: 48 8d 8e 02 00 00 80 49 c7 c0 ff ff ff ff 4c 03
;   0x14df: 47 38
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x14e1: 49 3b c8 0f 86 af f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14ea: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x14fa: c1
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x14fb: e8 00 00 00 00 48 89 d0 48 8b 8e 90 00 00 00 48
;   0x150b: 85 c9 0f 85 cc f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1513: 41 b8 06 00 00 00 41 b9 01 00 00 00 4c 89 c9 48
;   0x1523: 8b b4 24 e8 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x152a: e9 f2 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x152f: ba 01 00 00 00 48 8b 8c 24 b0 01 00 00 48 89 c6
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x153f: e8 00 00 00 00 48 8b b4 24 f8 00 00 00 48 8d 8c
;   0x154f: 33 02 00 00 f0 e9 86 f2 ff ff
; (no source location: register moves, constants, padding)
;   0x1559: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1561: 48 8d 8e 03 00 00 f0 49 8d 45 ff
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x156c: 48 3b c8 0f 86 a3 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1575: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x157a: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x157d: e9 d9 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1582: 49 0f b7 04 0c 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x158f: 8d 8e 03 00 00 f0 83 e1 07
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1598: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x159d: 83 e0 01
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x15a0: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x15a9: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15ac: e9 aa 00 00 00
;   0x15b1: 48 b8 03 00 00 60 ff ff ff ff 48 8b b4 24 f8 00
;   0x15c1: 00 00 48 8d 0c 06 48 c7 c0 ff ff ff ff 48 03 87
;   0x15d1: 90 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x15d5: 48 3b c8 0f 86 53 f2 ff ff
; (no source location: register moves, constants, padding)
;   0x15de: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15e6: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x15eb: 48 8b b4 24 f8 00 00 00 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x15fb: 48 8d 8e 03 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x160b: 47 38
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x160d: 48 3b c8 0f 86 3e f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1616: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1626: c1
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1627: e8 00 00 00 00 48 89 d0 48 8b 8e 90 00 00 00 48
;   0x1637: 85 c9 0f 85 59 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x163f: 41 b8 07 00 00 00 41 b9 01 00 00 00 4c 89 c9 48
;   0x164f: 8b b4 24 e8 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x1656: e9 c6 f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x165b: ba 01 00 00 00 48 8b 8c 24 a8 01 00 00 48 89 c6
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x166b: e8 00 00 00 00 48 8b b4 24 f8 00 00 00 48 8d 8c
;   0x167b: 33 03 00 00 f0 e9 13 f2 ff ff
; (no source location: register moves, constants, padding)
;   0x1685: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x168d: 48 8d 8e 04 00 00 f0 49 8d 45 ff
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1698: 48 3b c8 0f 86 2b f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16a1: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x16a6: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16a9: e9 d8 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x16ae: 49 0f b7 04 0c 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16bb: 8d 8e 04 00 00 f0 83 e1 07
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x16c4: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16c9: 83 e0 01
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x16cc: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x16d5: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x16d8: e9 a9 00 00 00
;   0x16dd: 48 b9 04 00 00 60 ff ff ff ff 48 8b b4 24 f8 00
;   0x16ed: 00 00 48 03 ce 48 c7 c0 ff ff ff ff 48 03 87 90
;   0x16fd: 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1700: 48 3b c8 0f 86 dc f1 ff ff
; (no source location: register moves, constants, padding)
;   0x1709: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1711: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x1716: 48 8b b4 24 f8 00 00 00 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1726: 48 8d 8e 04 00 00 80 49 c7 c0 ff ff ff ff 4c 03
;   0x1736: 47 38
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1738: 49 3b c8 0f 86 c9 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1741: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1751: c1
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1752: e8 00 00 00 00 48 89 d0 48 8b 8e 90 00 00 00 48
;   0x1762: 85 c9 0f 85 e6 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x176a: 41 b8 08 00 00 00 41 b9 01 00 00 00 4c 89 c9 48
;   0x177a: 8b b4 24 e8 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1781: e9 9b f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1786: ba 01 00 00 00 48 8b 8c 24 a0 01 00 00 48 89 c6
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1796: e8 00 00 00 00 48 8b b4 24 f8 00 00 00 48 8d 8c
;   0x17a6: 33 04 00 00 f0 e9 a0 f1 ff ff
; (no source location: register moves, constants, padding)
;   0x17b0: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17b8: 48 8d 8e 05 00 00 f0 49 8d 45 ff
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x17c3: 48 3b c8 0f 86 b8 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17cc: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x17d1: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17d4: e9 d9 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x17d9: 49 0f b7 04 0c 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17e6: 8d 8e 05 00 00 f0 83 e1 07
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x17ef: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x17f4: 83 e0 01
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x17f7: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x1800: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1803: e9 aa 00 00 00
;   0x1808: 48 b8 05 00 00 60 ff ff ff ff 48 8b b4 24 f8 00
;   0x1818: 00 00 48 8d 0c 06 48 c7 c0 ff ff ff ff 48 03 87
;   0x1828: 90 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x182c: 48 3b c8 0f 86 68 f1 ff ff
; (no source location: register moves, constants, padding)
;   0x1835: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x183d: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x1842: 48 8b b4 24 f8 00 00 00 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1852: 48 8d 8e 05 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x1862: 47 38
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1864: 48 3b c8 0f 86 53 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x186d: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x187d: c1
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x187e: e8 00 00 00 00 48 89 d0 48 8b 8e 90 00 00 00 48
;   0x188e: 85 c9 0f 85 6e f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1896: 41 b8 09 00 00 00 41 b9 01 00 00 00 4c 89 c9 48
;   0x18a6: 8b b4 24 e8 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x18ad: e9 6f f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18b2: ba 01 00 00 00 48 8b 8c 24 98 01 00 00 48 89 c6
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x18c2: e8 00 00 00 00 48 8b b4 24 f8 00 00 00 48 8d 8c
;   0x18d2: 33 05 00 00 f0 e9 28 f1 ff ff
; (no source location: register moves, constants, padding)
;   0x18dc: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18e4: 48 8d 8e 06 00 00 f0 49 8d 45 ff
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x18ef: 48 3b c8 0f 86 48 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x18f8: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x18fd: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1900: e9 d9 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1905: 4d 0f b7 14 0c 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1912: 8d 8e 06 00 00 f0 83 e1 07
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x191b: c4 c2 73 f7 ca
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1920: 83 e1 01
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1923: 83 f9 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x192c: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x192f: e9 aa 00 00 00
;   0x1934: 49 ba 06 00 00 60 ff ff ff ff 48 8b b4 24 f8 00
;   0x1944: 00 00 4a 8d 0c 16 49 c7 c2 ff ff ff ff 4c 03 97
;   0x1954: 90 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1958: 49 3b ca 0f 86 f8 f0 ff ff
; (no source location: register moves, constants, padding)
;   0x1961: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1969: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x196e: 48 8b b4 24 f8 00 00 00 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x197e: 48 8d 8e 06 00 00 80 49 c7 c3 ff ff ff ff 4c 03
;   0x198e: 5f 38
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1990: 49 3b cb 0f 86 e5 f0 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1999: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x19a9: c1
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x19aa: e8 00 00 00 00 48 89 d0 48 8b 8e 90 00 00 00 48
;   0x19ba: 85 c9 0f 85 00 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19c2: 41 b8 0a 00 00 00 41 b9 01 00 00 00 4c 89 c9 48
;   0x19d2: 8b b4 24 e8 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x19d9: e9 43 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x19de: ba 01 00 00 00 48 8b 8c 24 90 01 00 00 48 89 c6
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x19ee: e8 00 00 00 00 48 8b b4 24 f8 00 00 00 48 8d 8c
;   0x19fe: 33 06 00 00 f0 e9 ba f0 ff ff
; (no source location: register moves, constants, padding)
;   0x1a08: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a10: 48 8d 8e 07 00 00 f0 49 8d 45 ff
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1a1b: 48 3b c8 0f 86 d2 f0 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a24: e9 37 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a29: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a2c: e9 d9 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1a31: 49 0f b7 04 0c 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a3e: 8d 8e 07 00 00 f0 83 e1 07
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1a47: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a4c: 83 e0 01
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1a4f: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a58: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a5b: e9 aa 00 00 00
;   0x1a60: 48 b8 07 00 00 60 ff ff ff ff 48 8b b4 24 f8 00
;   0x1a70: 00 00 48 8d 0c 06 48 c7 c0 ff ff ff ff 48 03 87
;   0x1a80: 90 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1a84: 48 3b c8 0f 86 82 f0 ff ff
; (no source location: register moves, constants, padding)
;   0x1a8d: 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1a95: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x1a9a: 48 8b b4 24 f8 00 00 00 48 8b b4 24 f8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1aaa: 48 8d 8e 07 00 00 80 48 c7 c0 ff ff ff ff 48 03
;   0x1aba: 47 38
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1abc: 48 3b c8 0f 86 6d f0 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1ac5: 41 b8 01 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1ad5: c1
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1ad6: e8 00 00 00 00 48 89 d0 48 8b 8e 90 00 00 00 48
;   0x1ae6: 85 c9 0f 85 64 f0 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1aee: 41 b8 0b 00 00 00 41 b9 01 00 00 00 4c 89 c9 48
;   0x1afe: 8b b4 24 e8 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1b05: e9 17 f3 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b0a: ba 01 00 00 00 48 8b 8c 24 88 01 00 00 48 89 c6
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1b1a: e8 00 00 00 00 48 8b b4 24 f8 00 00 00 48 8d 8c
;   0x1b2a: 33 07 00 00 f0 e9 64 f0 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b34: 4f 8d 94 88 00 00 00 f0 4d 8d 5d fc
; line 98: st.global.u32 [%rd10], %r20;
;   0x1b40: 4d 3b d3 0f 86 44 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b49: e9 40 00 00 00
; (no source location: register moves, constants, padding)
;   0x1b4e: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b51: e9 d7 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x1b56: 4b 0f b7 04 14
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b5b: 43 8d 8c 88 00 00 00 f0 83 e1 07
; line 98: st.global.u32 [%rd10], %r20;
;   0x1b66: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b6b: 83 e0 0f 83 f8 0f 0f 94 c0 48 f7 c2 03 00 00 00
;   0x1b7b: 0f 94 c1
; line 98: st.global.u32 [%rd10], %r20;
;   0x1b7e: 84 c1 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x1b86: 48 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1b89: e9 9f 00 00 00
;   0x1b8e: 48 b8 00 00 00 60 ff ff ff ff 48 03 c2 48 c7 c1
;   0x1b9e: fc ff ff ff 48 03 8f 90 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x1ba9: 48 3b c1 0f 86 01 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1bb2: 4b 8d 84 88 00 00 00 80 48 c7 c1 fc ff ff ff 48
;   0x1bc2: 03 4f 38
; line 98: st.global.u32 [%rd10], %r20;
;   0x1bc5: 48 3b c1 0f 86 21 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1bce: 41 b8 04 00 00 00 48 8b b4 24 e8 00 00 00 4c 89
;   0x1bde: c1
; line 98: st.global.u32 [%rd10], %r20;
;   0x1bdf: e8 00 00 00 00 48 89 d1 48 8b 86 90 00 00 00 48
;   0x1bef: 85 c0 0f 85 54 f2 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1bf7: 41 b8 0c 00 00 00 41 b9 04 00 00 00 4c 8b ac 24
;   0x1c07: 10 01 00 00 49 81 c5 f8 ff ff ff 4c 89 ac 24 10
;   0x1c17: 01 00 00 48 8b b4 24 e8 00 00 00 48 89 c8 4c 89
;   0x1c27: c9
; line 98: st.global.u32 [%rd10], %r20;
;   0x1c28: e9 f4 f1 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1c2d: ba 04 00 00 00 48 89 ce 48 8b 8c 24 80 01 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x1c3d: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1c42: 48 8d 84 33 00 00 00 f0
; line 98: st.global.u32 [%rd10], %r20;
;   0x1c4a: e9 fc f1 ff ff
; (no source location: register moves, constants, padding)
;   0x1c4f: 48 8b 84 24 e8 00 00 00 48 8b 8c 24 58 01 00 00
;   0x1c5f: 4c 89 fa 4c 89 c6 4c 8b ac 24 78 01 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1c6d: 48 8b 40 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1c75: 41 bb 11 08 00 00 41 be 02 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1c81: 85 c0 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1c89: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1c91: e9 c4 00 00 00
; (no source location: register moves, constants, padding)
;   0x1c96: 48 8b 84 24 e8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1c9e: 48 8b 40 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1ca2: 41 b8 00 00 10 00 4c 3b c0 49 89 c7 4d 0f 4c f8
;   0x1cb2: 41 bb 11 08 00 00 41 be 01 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1cbe: 4d 85 ff 0f 8f 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1cc7: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1ccf: e9 86 00 00 00
; (no source location: register moves, constants, padding)
;   0x1cd4: 4c 8b 84 24 e8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1cdc: 4d 8b 58 68 4d 89 f8 49 f7 d8 f0 4d 0f c1 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1ceb: 41 bb 11 08 00 00 41 be 06 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1cf7: 4d 3b c7 0f 8d 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1d00: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1d08: e9 4d 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1d0d: 49 2b c7 4c 8b 84 24 e8 00 00 00 49 89 40 48 48
;   0x1d1d: 8b 84 24 10 01 00 00 49 03 c7 48 89 84 24 10 01
;   0x1d2d: 00 00 4c 89 ac 24 78 01 00 00 48 89 8c 24 58 01
;   0x1d3d: 00 00 49 89 d7 4c 8b ac 24 10 01 00 00 49 89 f0
;   0x1d4d: 48 8b b4 24 10 01 00 00 e9 89 e7 ff ff
; (no source location: register moves, constants, padding)
;   0x1d5a: 48 8b b4 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1d62: 44 89 5e 60 44 89 76 64 b8 04 00 00 00 4c 8b ac
;   0x1d72: 24 10 01 00 00 e9 f3 f0 ff ff
; (no source location: register moves, constants, padding)
;   0x1d7c: 00 00 00 00 ff ff ff ff ff ff ff 3f
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x210, %rsp
  movq %rbx, 0x1e0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x1e8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x1f0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x1f8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x200(%rsp)
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
  movq %r15, <offset:1>+0x118(%rsp)
  movq %rdx, %rax
  andq (%rip), %rax
  movq %rdx, <offset:1>+0xe0(%rsp)
  imulq $0x98, %rax, %rax
  leaq (%rsi, %rax), %rdx
  movq %rsi, <offset:1>+0xd8(%rsp)
  movq %rdx, <offset:1>+0x1d0(%rsp)
  leaq <offset:1>+0x38(%rsp), %rcx
  movq %rcx, <offset:1>+0x1c8(%rsp)
  leaq <offset:1>+0x48(%rsp), %rcx
  movq %rcx, <offset:1>+0x1c0(%rsp)
  leaq <offset:1>+0x58(%rsp), %rcx
  movq %rcx, <offset:1>+0x1b8(%rsp)
  leaq <offset:1>+0x68(%rsp), %rcx
  movq %rcx, <offset:1>+0x1b0(%rsp)
  leaq <offset:1>+0x78(%rsp), %rcx
  movq %rcx, <offset:1>+0x1a8(%rsp)
  leaq <offset:1>+0x88(%rsp), %rcx
  movq %rcx, <offset:1>+0x1a0(%rsp)
  leaq <offset:1>+0x98(%rsp), %rcx
  movq %rcx, <offset:1>+0x198(%rsp)
  leaq <offset:1>+0xa8(%rsp), %rcx
  movq %rcx, <offset:1>+0x190(%rsp)
  leaq <offset:1>+0xb8(%rsp), %rcx
  movq %rcx, <offset:1>+0x188(%rsp)
  leaq <offset:1>+0xc8(%rsp), %rcx
  movq %rcx, <offset:1>+0x180(%rsp)
  jmp     label1
block1:
  cmpq %rdx, %rsi
  movq %rdx, <offset:1>+0x1d0(%rsp)
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
  movq 8(%rdi), %rcx
  movq %rcx, <offset:1>+0x178(%rsp)
  movq 0x10(%rdi), %r12
  movq 0x30(%rdi), %r10
  movq %r10, <offset:1>+0x170(%rsp)
  movq 0x38(%rdi), %rcx
  movq %rcx, %r15
  movq 0x40(%rdi), %rcx
  movq 0x40(%rsi), %rcx
  movq 8(%rsi), %r9
  movq %rsi, <offset:1>+0xe8(%rsp)
  movq %r9, <offset:1>+0x168(%rsp)
  testl %edx, %edx
  jnz     label54; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  movq $0x0, <offset:1>+0x30(%rsp)
  leaq -0xe(%rcx), %r13
  movq %r13, <offset:1>+0x110(%rsp)
  movq <offset:1>+0x110(%rsp), %rcx
  jmp     label6
block6:
  testq %rcx, %rcx
  movq %rcx, <offset:1>+0x110(%rsp)
  jl      label47; j label7
block7:
  movq 0x70(%rax), %rcx
  movq 0x88(%rax), %rsi
  movq <offset:1>+0x168(%rsp), %r9
  movq %rsi, (%r9)
  movq 0xa0(%rax), %r9
  movq <offset:1>+0x168(%rsp), %rdx
  movq %r9, 8(%rdx)
  movl 0xb8(%rax), %edx
  movq <offset:1>+0x168(%rsp), %rax
  movl %edx, 0x10(%rax)
  movq %rsi, (%rax)
  movq %r9, 8(%rax)
  movq <offset:1>+0xe8(%rsp), %rsi
  movl 0x10(%rsi), %r10d
  movq <offset:1>+0x168(%rsp), %r9
  movl %r10d, 0x18(%r9)
  movl 0x14(%rsi), %eax
  movl %eax, 0x20(%r9)
  movl 0x6c(%rdi), %r9d
  movq <offset:1>+0x168(%rsp), %rsi
  movl %r9d, 0x28(%rsi)
  movl 0x70(%rdi), %r11d
  movl %r11d, 0x30(%rsi)
  movl %eax, %r8d
  shlq $0x3, %r8
  leal (%r8, %r10), %eax
  movl %eax, 0x38(%rsi)
  cmpl $0x10, %eax
  jnb     label8; j label9
block8:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label46
block9:
  movq %rax, %r10
  shrl $1, %r10d
  leal (%r10, %r11, 8), %r10d
  movl %edx, %r11d
  imulq %r11, %r10
  movq <offset:1>+0x38(%rsp), %r11
  movq <offset:1>+0x40(%rsp), %r14
  movq %rax, %r8
  andl $0x1, %r8d
  shll $0x2, %r8d
  leal (%r8, %r9, 8), %r9d
  leal (%r10, %r9), %r10d
  leaq (%rcx, %r10), %rdx
  movq %rdx, %r9
  subq %r11, %r9
  cmpq %r14, %r9
  jb      label11; j label10
block11:
  testq $0x3, %rdx
  jnz     label12; j label13
block13:
  leaq -0x10000000(%rbx, %rdx), %r9
  jmp     label42
block16:
  shrq $0x3, %r9
  movzbq (%r12, %r9), %rsi
  cmpl $0xff, %esi
  jz      label18; j label17
block18:
  testq $0x3, %rdx
  jnz     label19; j label20
block26:
  movq 0x98(%rdi), %r8
  movq %r9, %rsi
  shrq $0x3, %rsi
  movzbq (%r8, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label28; j label27
block28:
  testq $0x3, %rdx
  jnz     label29; j label30
block30:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %r9
  jmp     label42
block33:
  movq 0x40(%rdi), %rcx
  movq %r9, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label35; j label34
block35:
  testq $0x3, %rdx
  jnz     label36; j label37
block37:
  addq 0x30(%rdi), %r9
  jmp     label42
block39:
  jmp     label42
block42:
  movl (%r9), %ecx
  shll $0x2, %eax
  movq %r15, %r10
  leaq -0x44(%r10), %rdx
  cmpq %rdx, %rax
  jbe     label44; j label43
block44:
  jmp     label45
block45:
  movq <offset:1>+0x170(%rsp), %rdx
  movl %ecx, (%rdx, %rax)
  movq <offset:1>+0x110(%rsp), %r13
  leaq -0xf(%r13), %r13
  movq %r13, <offset:1>+0x110(%rsp)
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label46
block46:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movq <offset:1>+0x168(%rsp), %r9
  movb $0x0, 0x40(%r9)
  movq <offset:1>+0x110(%rsp), %r13
  leaq -1(%r13), %rsi
  movq <offset:1>+0xe8(%rsp), %rax
  movq %rsi, 0x40(%rax)
  movq <offset:1>+0xe8(%rsp), %rsi
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %r15d
  movq %r15, <offset:1>+0x118(%rsp)
  jmp     label299
block54:
  cmpl $0x1, %edx
  jz      label56; j label55
block55:
  movq <offset:1>+0xe8(%rsp), %rsi
  movb $0x0, 0x8d(%rsi)
  jmp     label299
block56:
  movq <offset:1>+0x168(%rsp), %r9
  movzbq 0x40(%r9), %rax
  jmp     label57
block57:
  movq <offset:1>+0x168(%rsp), %r9
  movl 0x10(%r9), %eax
  movl 0x28(%r9), %esi
  movq %rsi, %r8
  movl 0x18(%r9), %r10d
  movq %r10, <offset:1>+0x160(%rsp)
  movl 0x30(%r9), %edx
  movl 0x20(%r9), %esi
  leal (%rsi, %rdx, 8), %r9d
  leal 8(%rax), %r11d
  imulq %r11, %r9
  movq <offset:1>+0x168(%rsp), %rax
  movq %r11, <offset:1>+0x158(%rsp)
  movq (%rax), %r10
  jmp     label58
block58:
  leaq -0xf2(%rcx), %rcx
  movq %rcx, <offset:1>+0x110(%rsp)
  movq <offset:1>+0x110(%rsp), %rsi
  movq <offset:1>+0x110(%rsp), %r13
  jmp     label59
block59:
  testq %rsi, %r13
  jl      label288; j label60
block60:
  uninit  %r13
  movq %r13, %rax
  xorl %eax, %eax
  movq <offset:1>+0x160(%rsp), %rdx
  movq %r8, %rsi
  movq %rax, <offset:1>+0xf0(%rsp)
  leal (%rdx, %rsi, 8), %eax
  leal (%r9, %rax), %eax
  leaq (%r10, %rax), %rax
  movq %r15, %rdx
  leaq -0x44(%rdx), %r10
  movq %r10, <offset:1>+0x150(%rsp)
  movq %rax, %rdx
  movq <offset:1>+0xf0(%rsp), %r14
  movq <offset:1>+0xf0(%rsp), %rcx
  movq %rcx, <offset:1>+0x100(%rsp)
  movq %rcx, <offset:1>+0x108(%rsp)
  jmp     label61
block61:
  movl %r14d, %ecx
  movq <offset:1>+0x150(%rsp), %r9
  cmpq %r9, %rcx
  setbe %al
  testq $0x3, %rcx
  sete %sil
  testb %al, %sil
  jnz     label63; j label62
block63:
  jmp     label64
block64:
  movq <offset:1>+0x170(%rsp), %rax
  movl (%rax, %rcx), %eax
  movq %rax, <offset:1>+0x148(%rsp)
  leaq 4(%rcx), %rax
  cmpq %r9, %rax
  movq %r9, <offset:1>+0x150(%rsp)
  setbe %sil
  testq $0x3, %rax
  sete %al
  testb %sil, %al
  jnz     label66; j label65
block66:
  jmp     label67
block67:
  movq <offset:1>+0x170(%rsp), %rax
  movl 4(%rax, %rcx), %ecx
  movq %rcx, <offset:1>+0x140(%rsp)
  movq <offset:1>+0x48(%rsp), %rax
  movq <offset:1>+0x50(%rsp), %rcx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label89; j label68
block70:
  shrq $0x3, %rcx
  movzbq (%r12, %rcx), %rax
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
  movq %rdx, <offset:1>+0xf8(%rsp)
  addq 0x30(%rdi), %r8
  jmp     label90
block87:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %rdx, <offset:1>+0xf8(%rsp)
  addq (%rsi), %r8
  jmp     label90
block89:
  movq %rdx, %rsi
  movq <offset:1>+0x178(%rsp), %r13
  movq %rdx, <offset:1>+0xf8(%rsp)
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0x10000000(%rbx, %rsi), %r8
  jmp     label90
block90:
  movzbq (%r8), %rcx
  movq %rcx, <offset:1>+0x138(%rsp)
  movq <offset:1>+0x58(%rsp), %rcx
  movq <offset:1>+0x60(%rsp), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq 1(%rsi), %rdx
  movq %rdx, %r8
  subq %rcx, %r8
  cmpq %rax, %r8
  jb      label112; j label91
block93:
  shrq $0x3, %rcx
  movzbq (%r12, %rcx), %rax
  cmpl $0xff, %eax
  jz      label94; j label95
block100:
  movq 0x98(%rdi), %rax
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%rax, %r8), %rax
  cmpl $0xff, %eax
  jz      label110; j label101
block104:
  movq 0x40(%rdi), %rax
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%rax, %r8), %rax
  cmpl $0xff, %eax
  jz      label109; j label105
block107:
  jmp     label113
block109:
  addq 0x30(%rdi), %rcx
  jmp     label113
block110:
  movq <offset:1>+0xe8(%rsp), %rax
  addq (%rax), %rcx
  jmp     label113
block112:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xfffffff(%rbx, %rsi), %rcx
  jmp     label113
block113:
  movzbq (%rcx), %rcx
  movq %rcx, <offset:1>+0x130(%rsp)
  movq <offset:1>+0x68(%rsp), %rcx
  movq <offset:1>+0x70(%rsp), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq 2(%rsi), %rdx
  movq %rdx, %r8
  subq %rcx, %r8
  cmpq %rax, %r8
  jb      label135; j label114
block116:
  shrq $0x3, %rcx
  movzbq (%r12, %rcx), %rax
  cmpl $0xff, %eax
  jz      label117; j label118
block123:
  movq 0x98(%rdi), %rax
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%rax, %r8), %rax
  cmpl $0xff, %eax
  jz      label133; j label124
block127:
  movq 0x40(%rdi), %r8
  movq %rcx, %r9
  shrq $0x3, %r9
  movzbq (%r8, %r9), %r8
  cmpl $0xff, %r8d
  jz      label132; j label128
block130:
  jmp     label136
block132:
  addq 0x30(%rdi), %rcx
  jmp     label136
block133:
  movq <offset:1>+0xe8(%rsp), %r8
  addq (%r8), %rcx
  jmp     label136
block135:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffe(%rbx, %rsi), %rcx
  jmp     label136
block136:
  movzbq (%rcx), %rcx
  movq %rcx, <offset:1>+0x128(%rsp)
  movq <offset:1>+0x78(%rsp), %rcx
  movq <offset:1>+0x80(%rsp), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq 3(%rsi), %rdx
  movq %rdx, %r8
  subq %rcx, %r8
  cmpq %rax, %r8
  jb      label158; j label137
block139:
  shrq $0x3, %rcx
  movzbq (%r12, %rcx), %rax
  cmpl $0xff, %eax
  jz      label140; j label141
block146:
  movq 0x98(%rdi), %rax
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%rax, %r8), %rax
  cmpl $0xff, %eax
  jz      label156; j label147
block150:
  movq 0x40(%rdi), %rax
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%rax, %r8), %rax
  cmpl $0xff, %eax
  jz      label155; j label151
block153:
  jmp     label159
block155:
  addq 0x30(%rdi), %rcx
  jmp     label159
block156:
  movq <offset:1>+0xe8(%rsp), %rax
  addq (%rax), %rcx
  jmp     label159
block158:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffd(%rbx, %rsi), %rcx
  jmp     label159
block159:
  movzbq (%rcx), %r14
  movq <offset:1>+0x88(%rsp), %rcx
  movq <offset:1>+0x90(%rsp), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq 4(%rsi), %rdx
  movq %rdx, %r8
  subq %rcx, %r8
  cmpq %rax, %r8
  jb      label181; j label160
block162:
  shrq $0x3, %rcx
  movzbq (%r12, %rcx), %rax
  cmpl $0xff, %eax
  jz      label163; j label164
block169:
  movq 0x98(%rdi), %r8
  movq %rcx, %r9
  shrq $0x3, %r9
  movzbq (%r8, %r9), %r8
  cmpl $0xff, %r8d
  jz      label179; j label170
block173:
  movq 0x40(%rdi), %r10
  movq %rcx, %r11
  shrq $0x3, %r11
  movzbq (%r10, %r11), %r10
  cmpl $0xff, %r10d
  jz      label178; j label174
block176:
  jmp     label182
block178:
  addq 0x30(%rdi), %rcx
  jmp     label182
block179:
  movq <offset:1>+0xe8(%rsp), %rax
  addq (%rax), %rcx
  jmp     label182
block181:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffc(%rbx, %rsi), %rcx
  jmp     label182
block182:
  movzbq (%rcx), %r9
  movq <offset:1>+0x98(%rsp), %rcx
  movq <offset:1>+0xa0(%rsp), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq 5(%rsi), %rdx
  movq %rdx, %r8
  subq %rcx, %r8
  cmpq %rax, %r8
  jb      label204; j label183
block185:
  shrq $0x3, %rcx
  movzbq (%r12, %rcx), %rax
  cmpl $0xff, %eax
  jz      label186; j label187
block192:
  movq 0x98(%rdi), %rax
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%rax, %r8), %rax
  cmpl $0xff, %eax
  jz      label202; j label193
block196:
  movq 0x40(%rdi), %rax
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%rax, %r8), %rax
  cmpl $0xff, %eax
  jz      label201; j label197
block199:
  jmp     label205
block201:
  addq 0x30(%rdi), %rcx
  jmp     label205
block202:
  movq <offset:1>+0xe8(%rsp), %rax
  addq (%rax), %rcx
  jmp     label205
block204:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffb(%rbx, %rsi), %rcx
  jmp     label205
block205:
  movzbq (%rcx), %rax
  movq %rax, <offset:1>+0x120(%rsp)
  movq <offset:1>+0xa8(%rsp), %rcx
  movq <offset:1>+0xb0(%rsp), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq 6(%rsi), %rdx
  movq %rdx, %r10
  subq %rcx, %r10
  cmpq %rax, %r10
  jb      label227; j label206
block208:
  shrq $0x3, %rcx
  movzbq (%r12, %rcx), %rax
  cmpl $0xff, %eax
  jz      label209; j label210
block215:
  movq 0x98(%rdi), %r10
  movq %rcx, %r11
  shrq $0x3, %r11
  movzbq (%r10, %r11), %r10
  cmpl $0xff, %r10d
  jz      label225; j label216
block219:
  movq 0x40(%rdi), %rax
  movq %rcx, %r10
  shrq $0x3, %r10
  movzbq (%rax, %r10), %rax
  cmpl $0xff, %eax
  jz      label224; j label220
block222:
  jmp     label228
block224:
  addq 0x30(%rdi), %rcx
  jmp     label228
block225:
  movq <offset:1>+0xe8(%rsp), %rax
  addq (%rax), %rcx
  jmp     label228
block227:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffa(%rbx, %rsi), %rcx
  jmp     label228
block228:
  movzbq (%rcx), %r15
  movq <offset:1>+0xb8(%rsp), %rcx
  movq <offset:1>+0xc0(%rsp), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq 7(%rsi), %rdx
  movq %rdx, %r8
  subq %rcx, %r8
  cmpq %rax, %r8
  jb      label250; j label229
block231:
  shrq $0x3, %rcx
  movzbq (%r12, %rcx), %rax
  cmpl $0xff, %eax
  jz      label232; j label233
block238:
  movq 0x98(%rdi), %rax
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%rax, %r8), %rax
  cmpl $0xff, %eax
  jz      label248; j label239
block242:
  movq 0x40(%rdi), %rax
  movq %rcx, %r8
  shrq $0x3, %r8
  movzbq (%rax, %r8), %rax
  cmpl $0xff, %eax
  jz      label247; j label243
block245:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label251
block247:
  addq 0x30(%rdi), %rcx
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label251
block248:
  movq <offset:1>+0xe8(%rsp), %rax
  addq (%rax), %rcx
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label251
block250:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffff9(%rbx, %rsi), %rcx
  jmp     label251
block251:
  movzbq (%rcx), %rdx
  movq <offset:1>+0x108(%rsp), %r10
  leal 1(%r10), %r10d
  movq <offset:1>+0xf0(%rsp), %rax
  leal 8(%rax), %eax
  movq <offset:1>+0x158(%rsp), %rcx
  movq %rax, <offset:1>+0xf0(%rsp)
  leaq (%rsi, %rcx), %r11
  movq <offset:1>+0x148(%rsp), %rax
  vmovd %eax, %xmm0
  movq <offset:1>+0x138(%rsp), %rax
  movzbl %al, %esi
  movq <offset:1>+0x130(%rsp), %rax
  movzbl %al, %eax
  shll $0x8, %eax
  andl $0xff00, %eax
  orl %eax, %esi
  andl $0xff00ffff, %esi
  movq <offset:1>+0x128(%rsp), %rax
  movzbl %al, %eax
  shll $0x10, %eax
  andl $0xff0000, %eax
  orl %eax, %esi
  andl $0xffffff, %esi
  movzbl %r14b, %eax
  shll $0x18, %eax
  andl $0xff000000, %eax
  orl %eax, %esi
  vmovd %esi, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %eax
  movswl %ax, %eax
  movq <offset:1>+0x100(%rsp), %r14
  leal (%r14, %rax), %esi
  movq <offset:1>+0x140(%rsp), %rax
  vmovd %eax, %xmm0
  movzbl %r9b, %r9d
  movq <offset:1>+0x120(%rsp), %rax
  movzbl %al, %eax
  shll $0x8, %eax
  andl $0xff00, %eax
  orl %eax, %r9d
  andl $0xff00ffff, %r9d
  movzbl %r15b, %eax
  shll $0x10, %eax
  andl $0xff0000, %eax
  orl %eax, %r9d
  andl $0xffffff, %r9d
  movzbl %dl, %eax
  shll $0x18, %eax
  andl $0xff000000, %eax
  orl %eax, %r9d
  vmovd %r9d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %eax
  movswl %ax, %eax
  leal (%rsi, %rax), %r14d
  cmpl $0x8, %r10d
  jb      label252; j label253
block252:
  movq %r13, <offset:1>+0x178(%rsp)
  movq %rcx, <offset:1>+0x158(%rsp)
  movq %r10, <offset:1>+0x108(%rsp)
  movq %r14, <offset:1>+0x100(%rsp)
  movq <offset:1>+0xf0(%rsp), %r14
  movq %r11, %rdx
  jmp     label61
block253:
  movl 0x78(%rdi), %edx
  movq <offset:1>+0x168(%rsp), %r9
  movl 0x30(%r9), %esi
  movl %esi, %eax
  movl %edx, %edx
  imulq %rdx, %rax
  movl 0x28(%r9), %r9d
  movq <offset:1>+0x168(%rsp), %rdx
  movl 0x38(%rdx), %edx
  movq <offset:1>+0x168(%rsp), %rsi
  movq 8(%rsi), %r8
  movq <offset:1>+0xc8(%rsp), %r10
  movq <offset:1>+0xd0(%rsp), %r11
  leal (%rax, %r9), %ecx
  shll $0x6, %ecx
  leal (%rcx, %rdx), %r9d
  leaq (%r8, %r9, 4), %rdx
  movq %rdx, %rsi
  subq %r10, %rsi
  cmpq %r11, %rsi
  jb      label255; j label254
block255:
  testq $0x3, %rdx
  jnz     label256; j label257
block257:
  leaq -0x10000000(%rbx, %rdx), %rax
  jmp     label287
block260:
  shrq $0x3, %r10
  movzbq (%r12, %r10), %rax
  cmpl $0xff, %eax
  jz      label262; j label261
block262:
  testq $0x3, %rdx
  jnz     label263; j label264
block270:
  movq 0x98(%rdi), %rcx
  movq %rax, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label272; j label271
block272:
  testq $0x3, %rdx
  jnz     label273; j label274
block274:
  movq <offset:1>+0xe8(%rsp), %rsi
  addq (%rsi), %rax
  jmp     label287
block277:
  movq 0x40(%rdi), %rcx
  movq %rax, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label279; j label278
block279:
  testq $0x3, %rdx
  jnz     label280; j label281
block281:
  addq 0x30(%rdi), %rax
  jmp     label287
block283:
  jmp     label287
block285:
  movq <offset:1>+0xe8(%rsp), %rsi
  movl %r8d, 0x24(%rsi)
  movq %rax, 0x28(%rsi)
  movq %r9, 0x30(%rsi)
  movq %rcx, 0x38(%rsi)
  movl $0x2, %eax
  movq <offset:1>+0x110(%rsp), %r13
  jmp     label296
block287:
  movl %r14d, (%rax)
  uninit  %rax
  xorl %eax, %eax
  movq <offset:1>+0x110(%rsp), %r13
  leaq -8(%r13), %r13
  movq %r13, <offset:1>+0x110(%rsp)
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label296
block296:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r13, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label298; j label297
block297:
  movq 0x1e0(%rsp), %rbx
  movq 0x1e8(%rsp), %r12
  movq 0x1f0(%rsp), %r13
  movq 0x1f8(%rsp), %r14
  movq 0x200(%rsp), %r15
  addq $0x210, %rsp
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
  movq <offset:1>+0x1d0(%rsp), %rdx
  jmp     label1
block300:
  movq <offset:1>+0xe0(%rsp), %rdx
  btq $0x3e, %rdx
  setb %al
  movq <offset:1>+0x118(%rsp), %r15
  testb %r15b, %al
  jnz     label302; j label301
block301:
  uninit  %rax
  xorl %eax, %eax
  movq 0x1e0(%rsp), %rbx
  movq 0x1e8(%rsp), %r12
  movq 0x1f0(%rsp), %r13
  movq 0x1f8(%rsp), %r14
  movq 0x200(%rsp), %r15
  addq $0x210, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block302:
  uninit  %r15
  xorl %r15d, %r15d
  movq %r15, <offset:1>+0x118(%rsp)
  movq %rdx, <offset:1>+0xe0(%rsp)
  movq <offset:1>+0xd8(%rsp), %rsi
  movq <offset:1>+0x1d0(%rsp), %rdx
  jmp     label1
block10:
  jmp     label14
block12:
  jmp     label14
block14:
  leaq -0x10000000(%rcx, %r10), %r9
  movq <offset:1>+0x178(%rsp), %rsi
  leaq -4(%rsi), %rsi
  cmpq %rsi, %r9
  jbe     label16; j label15
block15:
  jmp     label24
block17:
  jmp     label21
block19:
  jmp     label21
block20:
  movq %rdx, %rcx
  jmp     label41
block21:
  movzwq (%r12, %r9), %r8
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
  movq %rdx, %rcx
  jmp     label41
block23:
  jmp     label24
block24:
  movabsq $0xffffffff60000000, %rsi
  leaq (%rdx, %rsi), %r9
  movq $0xfffffffffffffffc, %r8
  addq 0x90(%rdi), %r8
  cmpq %r8, %r9
  jbe     label26; j label25
block25:
  jmp     label31
block27:
  jmp     label31
block29:
  jmp     label31
block31:
  leaq -0x80000000(%rcx, %r10), %r9
  movq $0xfffffffffffffffc, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %r9
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
  movq 0x90(%rsi), %r9
  testq %r9, %r9
  jnz     label39; j label40
block40:
  uninit  %r8
  xorl %r8d, %r8d
  movl $0x4, %r9d
  movq <offset:1>+0x110(%rsp), %r13
  leaq -0xf(%r13), %r13
  movq %r13, <offset:1>+0x110(%rsp)
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %rcx, %rax
  movq %r9, %rcx
  jmp     label285
block41:
  movl $0x4, %edx
  movq %rcx, %rsi
  movq <offset:1>+0x1c8(%rsp), %rcx
  call    User(userextname0)
  leaq -0x10000000(%rbx, %rsi), %r9
  jmp     label42
block43:
  movl $0x1, %r8d
  movl $0x80000000, %ecx
  leaq (%rax, %rcx), %rax
  movl $0x4, %r9d
  movq <offset:1>+0x110(%rsp), %r13
  leaq -0xf(%r13), %r13
  movq %r13, <offset:1>+0x110(%rsp)
  movq %r9, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block47:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq 0x50(%rsi), %r8
  movzbq (%r8), %r8
  movl $0x344, %r11d
  movl $0x2, %r14d
  testl %r8d, %r8d
  jnz     label48; j label49
block48:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block49:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq 0x48(%rsi), %rcx
  movl $0x100000, %r11d
  cmpq %rcx, %r11
  movq %rcx, %rdx
  cmovlq %r11, %rdx
  movl $0x344, %r11d
  movl $0x1, %r14d
  testq %rdx, %rdx
  jnle    label51; j label50
block50:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block51:
  movq <offset:1>+0xe8(%rsp), %rsi
  movq 0x68(%rsi), %r8
  movq %rdx, %r9
  negq %r9
  lock xaddq %r9, (%r8)
  movl $0x344, %r11d
  movl $0x6, %r14d
  cmpq %rdx, %r9
  jl      label52; j label53
block52:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block53:
  subq %rdx, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %rcx, 0x48(%rsi)
  movq <offset:1>+0x110(%rsp), %r13
  leaq (%r13, %rdx), %rcx
  movq %rcx, <offset:1>+0x110(%rsp)
  jmp     label6
block62:
  movl $0x2, %r8d
  movl $0x80000000, %eax
  leaq (%rcx, %rax), %rax
  movl $0x4, %r9d
  movq %r9, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block65:
  movl $0x3, %r8d
  movl $0x80000004, %eax
  leaq (%rcx, %rax), %rax
  movl $0x4, %r9d
  movq %r9, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block68:
  leaq -0x10000000(%rdx), %rcx
  movq <offset:1>+0x178(%rsp), %r13
  leaq -1(%r13), %rax
  cmpq %rax, %rcx
  jbe     label70; j label69
block69:
  jmp     label75
block71:
  movq %rdx, <offset:1>+0xf8(%rsp)
  jmp     label88
block72:
  movzwq (%r12, %rcx), %rax
  leal -0x10000000(%rdx), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label73; j label74
block73:
  movq %rdx, <offset:1>+0xf8(%rsp)
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
  jmp     label83
block82:
  jmp     label83
block83:
  movl $0x1, %r8d
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, <offset:1>+0xf8(%rsp)
  movq 0x90(%rsi), %r8
  testq %r8, %r8
  jnz     label84; j label85
block85:
  movl $0x4, %r8d
  movl $0x1, %r9d
  movq <offset:1>+0xf8(%rsp), %rax
  movq %r9, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block88:
  movl $0x1, %edx
  movq <offset:1>+0x1c0(%rsp), %rcx
  movq <offset:1>+0xf8(%rsp), %rsi
  call    User(userextname0)
  leaq -0x10000000(%rbx, %rsi), %r8
  jmp     label90
block91:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xfffffff(%rsi), %rcx
  leaq -1(%r13), %rax
  cmpq %rax, %rcx
  jbe     label93; j label92
block92:
  jmp     label98
block94:
  movq %rdx, %rax
  jmp     label111
block95:
  movzwq (%r12, %rcx), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leal -0xfffffff(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label96; j label97
block96:
  movq %rdx, %rax
  jmp     label111
block97:
  jmp     label98
block98:
  movabsq $0xffffffff60000001, %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq (%rsi, %rax), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label100; j label99
block99:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label102
block101:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label102
block102:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0x7fffffff(%rsi), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %rcx
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
  movq %rdx, %rax
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label107; j label108
block108:
  movl $0x5, %r8d
  movl $0x1, %r9d
  movq %r9, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block111:
  movl $0x1, %edx
  movq <offset:1>+0x1b8(%rsp), %rcx
  movq %rax, %rsi
  call    User(userextname0)
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xfffffff(%rbx, %rsi), %rcx
  jmp     label113
block114:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffe(%rsi), %rcx
  leaq -1(%r13), %rax
  cmpq %rax, %rcx
  jbe     label116; j label115
block115:
  jmp     label121
block117:
  movq %rdx, %rax
  jmp     label134
block118:
  movzwq (%r12, %rcx), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leal -0xffffffe(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label119; j label120
block119:
  movq %rdx, %rax
  jmp     label134
block120:
  jmp     label121
block121:
  movabsq $0xffffffff60000002, %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq (%rsi, %rax), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label123; j label122
block122:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label125
block124:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label125
block125:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0x7ffffffe(%rsi), %rcx
  movq $0xffffffffffffffff, %r8
  addq 0x38(%rdi), %r8
  cmpq %r8, %rcx
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
  movq %rdx, %rax
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label130; j label131
block131:
  movl $0x6, %r8d
  movl $0x1, %r9d
  movq %r9, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block134:
  movl $0x1, %edx
  movq <offset:1>+0x1b0(%rsp), %rcx
  movq %rax, %rsi
  call    User(userextname0)
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffe(%rbx, %rsi), %rcx
  jmp     label136
block137:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffd(%rsi), %rcx
  leaq -1(%r13), %rax
  cmpq %rax, %rcx
  jbe     label139; j label138
block138:
  jmp     label144
block140:
  movq %rdx, %rax
  jmp     label157
block141:
  movzwq (%r12, %rcx), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leal -0xffffffd(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label142; j label143
block142:
  movq %rdx, %rax
  jmp     label157
block143:
  jmp     label144
block144:
  movabsq $0xffffffff60000003, %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq (%rsi, %rax), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label146; j label145
block145:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label148
block147:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label148
block148:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0x7ffffffd(%rsi), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %rcx
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
  movq %rdx, %rax
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label153; j label154
block154:
  movl $0x7, %r8d
  movl $0x1, %r9d
  movq %r9, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block157:
  movl $0x1, %edx
  movq <offset:1>+0x1a8(%rsp), %rcx
  movq %rax, %rsi
  call    User(userextname0)
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffd(%rbx, %rsi), %rcx
  jmp     label159
block160:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffc(%rsi), %rcx
  leaq -1(%r13), %rax
  cmpq %rax, %rcx
  jbe     label162; j label161
block161:
  jmp     label167
block163:
  movq %rdx, %rax
  jmp     label180
block164:
  movzwq (%r12, %rcx), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leal -0xffffffc(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label165; j label166
block165:
  movq %rdx, %rax
  jmp     label180
block166:
  jmp     label167
block167:
  movabsq $0xffffffff60000004, %rcx
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq (%rsi, %rcx), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label169; j label168
block168:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label171
block170:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label171
block171:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0x7ffffffc(%rsi), %rcx
  movq $0xffffffffffffffff, %r8
  addq 0x38(%rdi), %r8
  cmpq %r8, %rcx
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
  movq %rdx, %rax
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label176; j label177
block177:
  movl $0x8, %r8d
  movl $0x1, %r9d
  movq %r9, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block180:
  movl $0x1, %edx
  movq <offset:1>+0x1a0(%rsp), %rcx
  movq %rax, %rsi
  call    User(userextname0)
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffc(%rbx, %rsi), %rcx
  jmp     label182
block183:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffb(%rsi), %rcx
  leaq -1(%r13), %rax
  cmpq %rax, %rcx
  jbe     label185; j label184
block184:
  jmp     label190
block186:
  movq %rdx, %rax
  jmp     label203
block187:
  movzwq (%r12, %rcx), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leal -0xffffffb(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label188; j label189
block188:
  movq %rdx, %rax
  jmp     label203
block189:
  jmp     label190
block190:
  movabsq $0xffffffff60000005, %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq (%rsi, %rax), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label192; j label191
block191:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label194
block193:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label194
block194:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0x7ffffffb(%rsi), %rcx
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
  movq %rdx, %rax
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label199; j label200
block200:
  movl $0x9, %r8d
  movl $0x1, %r9d
  movq %r9, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block203:
  movl $0x1, %edx
  movq <offset:1>+0x198(%rsp), %rcx
  movq %rax, %rsi
  call    User(userextname0)
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffb(%rbx, %rsi), %rcx
  jmp     label205
block206:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffa(%rsi), %rcx
  leaq -1(%r13), %rax
  cmpq %rax, %rcx
  jbe     label208; j label207
block207:
  jmp     label213
block209:
  movq %rdx, %rax
  jmp     label226
block210:
  movzwq (%r12, %rcx), %r10
  movq <offset:1>+0xf8(%rsp), %rsi
  leal -0xffffffa(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %r10d, %ecx
  andl $0x1, %ecx
  cmpl $0x1, %ecx
  jz      label211; j label212
block211:
  movq %rdx, %rax
  jmp     label226
block212:
  jmp     label213
block213:
  movabsq $0xffffffff60000006, %r10
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq (%rsi, %r10), %rcx
  movq $0xffffffffffffffff, %r10
  addq 0x90(%rdi), %r10
  cmpq %r10, %rcx
  jbe     label215; j label214
block214:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label217
block216:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label217
block217:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0x7ffffffa(%rsi), %rcx
  movq $0xffffffffffffffff, %r11
  addq 0x38(%rdi), %r11
  cmpq %r11, %rcx
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
  movq %rdx, %rax
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label222; j label223
block223:
  movl $0xa, %r8d
  movl $0x1, %r9d
  movq %r9, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block226:
  movl $0x1, %edx
  movq <offset:1>+0x190(%rsp), %rcx
  movq %rax, %rsi
  call    User(userextname0)
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffffa(%rbx, %rsi), %rcx
  jmp     label228
block229:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffff9(%rsi), %rcx
  leaq -1(%r13), %rax
  cmpq %rax, %rcx
  jbe     label231; j label230
block230:
  jmp     label236
block232:
  movq %rdx, %rax
  jmp     label249
block233:
  movzwq (%r12, %rcx), %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leal -0xffffff9(%rsi), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label234; j label235
block234:
  movq %rdx, %rax
  jmp     label249
block235:
  jmp     label236
block236:
  movabsq $0xffffffff60000007, %rax
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq (%rsi, %rax), %rcx
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label238; j label237
block237:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label240
block239:
  movq <offset:1>+0xf8(%rsp), %rsi
  jmp     label240
block240:
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0x7ffffff9(%rsi), %rcx
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
  movq %rdx, %rax
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label245; j label246
block246:
  movl $0xb, %r8d
  movl $0x1, %r9d
  movq %r9, %rcx
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label285
block249:
  movl $0x1, %edx
  movq <offset:1>+0x188(%rsp), %rcx
  movq %rax, %rsi
  call    User(userextname0)
  movq <offset:1>+0xf8(%rsp), %rsi
  leaq -0xffffff9(%rbx, %rsi), %rcx
  jmp     label251
block254:
  jmp     label258
block256:
  jmp     label258
block258:
  leaq -0x10000000(%r8, %r9, 4), %r10
  leaq -4(%r13), %r11
  cmpq %r11, %r10
  jbe     label260; j label259
block259:
  jmp     label268
block261:
  jmp     label265
block263:
  jmp     label265
block264:
  movq %rdx, %rcx
  jmp     label286
block265:
  movzwq (%r12, %r10), %rax
  leal -0x10000000(%r8, %r9, 4), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0xf, %eax
  cmpl $0xf, %eax
  sete %al
  testq $0x3, %rdx
  sete %cl
  testb %al, %cl
  jnz     label266; j label267
block266:
  movq %rdx, %rcx
  jmp     label286
block267:
  jmp     label268
block268:
  movabsq $0xffffffff60000000, %rax
  leaq (%rdx, %rax), %rax
  movq $0xfffffffffffffffc, %rcx
  addq 0x90(%rdi), %rcx
  cmpq %rcx, %rax
  jbe     label270; j label269
block269:
  jmp     label275
block271:
  jmp     label275
block273:
  jmp     label275
block275:
  leaq -0x80000000(%r8, %r9, 4), %rax
  movq $0xfffffffffffffffc, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %rax
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
  movq %rdx, %rcx
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label283; j label284
block284:
  movl $0xc, %r8d
  movl $0x4, %r9d
  movq <offset:1>+0x110(%rsp), %r13
  leaq -8(%r13), %r13
  movq %r13, <offset:1>+0x110(%rsp)
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %rcx, %rax
  movq %r9, %rcx
  jmp     label285
block286:
  movl $0x4, %edx
  movq %rcx, %rsi
  movq <offset:1>+0x180(%rsp), %rcx
  call    User(userextname0)
  leaq -0x10000000(%rbx, %rsi), %rax
  jmp     label287
block288:
  movq <offset:1>+0xe8(%rsp), %rax
  movq <offset:1>+0x158(%rsp), %rcx
  movq %r15, %rdx
  movq %r8, %rsi
  movq <offset:1>+0x178(%rsp), %r13
  movq 0x50(%rax), %rax
  movzbq (%rax), %rax
  movl $0x811, %r11d
  movl $0x2, %r14d
  testl %eax, %eax
  jnz     label289; j label290
block289:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block290:
  movq <offset:1>+0xe8(%rsp), %rax
  movq 0x48(%rax), %rax
  movl $0x100000, %r8d
  cmpq %rax, %r8
  movq %rax, %r15
  cmovlq %r8, %r15
  movl $0x811, %r11d
  movl $0x1, %r14d
  testq %r15, %r15
  jnle    label292; j label291
block291:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block292:
  movq <offset:1>+0xe8(%rsp), %r8
  movq 0x68(%r8), %r11
  movq %r15, %r8
  negq %r8
  lock xaddq %r8, (%r11)
  movl $0x811, %r11d
  movl $0x6, %r14d
  cmpq %r15, %r8
  jl      label293; j label294
block293:
  movq <offset:1>+0xe8(%rsp), %rsi
  jmp     label295
block294:
  subq %r15, %rax
  movq <offset:1>+0xe8(%rsp), %r8
  movq %rax, 0x48(%r8)
  movq <offset:1>+0x110(%rsp), %rax
  leaq (%rax, %r15), %rax
  movq %rax, <offset:1>+0x110(%rsp)
  movq %r13, <offset:1>+0x178(%rsp)
  movq %rcx, <offset:1>+0x158(%rsp)
  movq %rdx, %r15
  movq <offset:1>+0x110(%rsp), %r13
  movq %rsi, %r8
  movq <offset:1>+0x110(%rsp), %rsi
  jmp     label59
block295:
  movq <offset:1>+0xe8(%rsp), %rsi
  movl %r11d, 0x60(%rsi)
  movl %r14d, 0x64(%rsi)
  movl $0x4, %eax
  movq <offset:1>+0x110(%rsp), %r13
  jmp     label296
; 7560 bytes

