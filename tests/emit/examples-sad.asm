; kernel sad8x8
; kernel sad8x8 (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec e0 01 00 00 48 89 9c 24 b0
;   0x0010: 01 00 00 4c 89 a4 24 b8 01 00 00 4c 89 ac 24 c0
;   0x0020: 01 00 00 4c 89 b4 24 c8 01 00 00 4c 89 bc 24 d0
;   0x0030: 01 00 00
;   0x0033: 48 c7 44 24 40 00 00 00 00 48 c7 44 24 50 00 00
;   0x0043: 00 00 48 c7 44 24 60 00 00 00 00 48 c7 44 24 70
;   0x0053: 00 00 00 00 48 c7 84 24 80 00 00 00 00 00 00 00
;   0x0063: 48 c7 84 24 90 00 00 00 00 00 00 00 48 c7 84 24
;   0x0073: a0 00 00 00 00 00 00 00 48 c7 84 24 b0 00 00 00
;   0x0083: 00 00 00 00 48 c7 84 24 c0 00 00 00 00 00 00 00
;   0x0093: 48 c7 84 24 d0 00 00 00 00 00 00 00 48 69 c2 98
;   0x00a3: 00 00 00 48 03 c6 48 89 b4 24 d8 00 00 00 48 89
;   0x00b3: 84 24 a8 01 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x00b9: 48 8d 4c 24 38 48 89 8c 24 a0 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x00c6: 48 8d 4c 24 48 48 89 8c 24 98 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x00d3: 48 8d 4c 24 58 48 89 8c 24 90 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x00e0: 48 8d 4c 24 68 48 89 8c 24 88 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x00ed: 48 8d 4c 24 78 48 89 8c 24 80 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x00fa: 48 8d 8c 24 88 00 00 00 48 89 8c 24 78 01 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x010a: 48 8d 8c 24 98 00 00 00 48 89 8c 24 70 01 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x011a: 48 8d 8c 24 a8 00 00 00 48 89 8c 24 68 01 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x012a: 48 8d 8c 24 b8 00 00 00 48 89 8c 24 60 01 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x013a: 48 8d 8c 24 c8 00 00 00 48 89 8c 24 58 01 00 00
;   0x014a: 4c 8b a4 24 a8 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0152: 49 3b f4 4c 89 a4 24 a8 01 00 00 0f 84 e4 08 00
;   0x0162: 00
;   0x0163: 44 8b 4e 20 41 83 f9 ff 0f 85 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0171: 48 89 b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0179: e9 a5 08 00 00
;   0x017e: 48 8b 57 48 48 8b 47 50 48 8b 47 58 48 8b 1f 48
;   0x018e: 8b 47 08 48 89 84 24 50 01 00 00 4c 8b 5f 10 48
;   0x019e: 8b 47 30 48 89 84 24 48 01 00 00 48 8b 47 38 48
;   0x01ae: 89 84 24 40 01 00 00 48 8b 47 40 48 8b 4e 40 48
;   0x01be: 8b 46 08 48 89 b4 24 d8 00 00 00 48 89 84 24 38
;   0x01ce: 01 00 00 45 85 c9 0f 85 d8 01 00 00
;   0x01da: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x01ea: 00 48 c7 44 24 20 00 00 00 00 48 c7 44 24 30 00
;   0x01fa: 00 00 00 4c 8d 49 f2 4c 89 8c 24 f0 00 00 00 48
;   0x020a: 8b 8c 24 f0 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0211: 48 85 c9 48 89 8c 24 f0 00 00 00 0f 8c 77 09 00
;   0x0221: 00
;   0x0222: 48 8b 4a 70
; line 26: ld.param.u64 %rd2, [sad8x8_ref];
;   0x0226: 48 8b 82 88 00 00 00 4c 8b 94 24 38 01 00 00 49
;   0x0236: 89 02
; line 27: ld.param.u64 %rd3, [sad8x8_out];
;   0x0238: 4c 8b 8a a0 00 00 00 4d 89 4a 08
; line 28: ld.param.u32 %r1, [sad8x8_w];
;   0x0243: 8b 92 b8 00 00 00 41 89 52 10
; line 30: cvta.to.global.u64 %rd2, %rd2;
;   0x024d: 49 89 02
; line 31: cvta.to.global.u64 %rd3, %rd3;
;   0x0250: 4d 89 4a 08 48 8b b4 24 d8 00 00 00
; line 32: mov.u32 %r2, %tid.x;
;   0x025c: 44 8b 4e 10 45 89 4a 18
; line 33: mov.u32 %r3, %tid.y;
;   0x0264: 44 8b 6e 14 45 89 6a 20
; line 34: mov.u32 %r4, %ctaid.x;
;   0x026c: 44 8b 67 6c 45 89 62 28
; line 35: mov.u32 %r5, %ctaid.y;
;   0x0274: 8b 47 70 41 89 42 30
; line 33: mov.u32 %r3, %tid.y;
;   0x027b: 41 8b f5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x027e: 48 c1 e6 03
; line 36: mad.lo.u32 %r6, %r3, 8, %r2;
;   0x0282: 44 03 ce 45 89 4a 38
; line 38: @%p1 bra $L__loaded;
;   0x0289: 41 83 f9 10 0f 82 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0293: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x029b: e9 d2 00 00 00
; (no source location: register moves, constants, padding)
;   0x02a0: 4c 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02a3: d1 ee
; line 42: add.u32 %r9, %r9, %r7;
;   0x02a5: 44 8d 14 c6
; line 46: mad.lo.u32 %r12, %r9, %r1, %r10;
;   0x02a9: 8b c2 4c 0f af d0
; line 49: ld.global.u32 %r13, [%rd5];
;   0x02af: 48 8b 44 24 38 4c 8b 6c 24 40 4c 89 ca
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02bc: 83 e2 01 c1 e2 02
; line 45: add.u32 %r10, %r10, %r11;
;   0x02c2: 42 8d 14 e2
; line 46: mad.lo.u32 %r12, %r9, %r1, %r10;
;   0x02c6: 44 03 d2
; line 48: add.s64 %rd5, %rd1, %rd4;
;   0x02c9: 4a 8d 14 11 48 89 d6
; line 49: ld.global.u32 %r13, [%rd5];
;   0x02d0: 48 2b f0 49 3b f5 0f 83 a1 07 00 00
;   0x02dc: 48 f7 c2 03 00 00 00 0f 85 94 07 00 00
;   0x02e9: 48 8d 84 13 00 00 00 f0 e9 27 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02f6: 48 c1 e8 03
; line 49: ld.global.u32 %r13, [%rd5];
;   0x02fa: 49 0f b6 34 03 81 fe ff 00 00 00 0f 85 9f 07 00
;   0x030a: 00
;   0x030b: 48 f7 c2 03 00 00 00 0f 85 92 07 00 00 e9 85 07
;   0x031b: 00 00
;   0x031d: 8b 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x031f: 41 c1 e1 02 4c 8b 94 24 40 01 00 00 49 8d 4a bc
; line 53: st.shared.u32 [%r14], %r13;
;   0x032f: 4c 3b c9 0f 96 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0335: 49 f7 c1 03 00 00 00 0f 94 c2
; line 53: st.shared.u32 [%r14], %r13;
;   0x033f: 84 ca 0f 84 18 08 00 00
; (no source location: register moves, constants, padding)
;   0x0347: 4c 8b bc 24 48 01 00 00
; line 53: st.shared.u32 [%r14], %r13;
;   0x034f: 43 89 04 0f 4c 8b b4 24 f0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x035b: 49 81 c6 f1 ff ff ff 4c 89 b4 24 f0 00 00 00 48
;   0x036b: 8b b4 24 d8 00 00 00
; (no source location: register moves, constants, padding)
;   0x0372: 48 8b b4 24 d8 00 00 00
; line 55: bar.sync 0;
;   0x037a: 48 c7 46 78 00 00 00 00 4c 8b 8c 24 38 01 00 00
;   0x038a: 41 c6 41 40 00 4c 8b b4 24 f0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0397: 49 8d 46 ff
; line 55: bar.sync 0;
;   0x039b: 48 89 46 40 c7 46 20 01 00 00 00 c6 86 8d 00 00
;   0x03ab: 00 03 e9 71 06 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03b2: 41 83 f9 01 0f 84 14 00 00 00
; (no source location: register moves, constants, padding)
;   0x03bc: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03c4: c6 86 8d 00 00 00 00 e9 53 06 00 00
; (no source location: register moves, constants, padding)
;   0x03d0: 4c 8b 8c 24 38 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03d8: 4d 0f b6 49 40
; (no source location: register moves, constants, padding)
;   0x03dd: 4c 8b 8c 24 38 01 00 00
; line 56: add.u32 %r16, %r1, 8;
;   0x03e5: 45 8b 49 10 48 8b 84 24 38 01 00 00
; line 57: shl.b32 %r17, %r4, 3;
;   0x03f1: 44 8b 50 28 4c 89 d6
; line 58: add.u32 %r17, %r17, %r2;
;   0x03f8: 44 8b 60 18 4d 89 e0
; line 59: shl.b32 %r18, %r5, 3;
;   0x03ff: 44 8b 50 30
; line 60: add.u32 %r18, %r18, %r3;
;   0x0403: 8b 40 20 42 8d 14 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x040a: 45 8d 51 08
; line 61: mad.lo.u32 %r19, %r18, %r16, %r17;
;   0x040e: 49 0f af d2 4c 8b 8c 24 38 01 00 00 4c 89 94 24
;   0x041e: 30 01 00 00
; line 63: add.s64 %rd7, %rd2, %rd6;
;   0x0422: 4d 8b 21
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0425: 4c 8d b1 0e ff ff ff 4c 89 b4 24 f0 00 00 00 48
;   0x0435: 8b 84 24 f0 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x043c: 49 85 c6 0f 8c 6e 0f 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0445: 33 c0 4d 89 c1 49 89 f2 48 89 84 24 e8 00 00 00
; line 58: add.u32 %r17, %r17, %r2;
;   0x0455: 43 8d 04 d1
; line 61: mad.lo.u32 %r19, %r18, %r16, %r17;
;   0x0459: 03 c2
; line 63: add.s64 %rd7, %rd2, %rd6;
;   0x045b: 49 03 c4 4c 8b 94 24 40 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0466: 49 8d 52 bc 48 89 94 24 28 01 00 00 48 8b 8c 24
;   0x0476: e8 00 00 00 48 89 c2 4c 8b a4 24 e8 00 00 00 48
;   0x0486: 8b b4 24 e8 00 00 00 48 89 b4 24 e0 00 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x0495: 8b c9 48 8b 84 24 28 01 00 00 48 3b c8 40 0f 96
;   0x04a5: c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04a6: 48 f7 c1 03 00 00 00 41 0f 94 c1
; line 69: ld.shared.u32 %r23, [%r22];
;   0x04b1: 41 84 f1 0f 84 b5 07 00 00
; (no source location: register moves, constants, padding)
;   0x04ba: 48 8b b4 24 48 01 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x04c2: 8b 34 0e 48 89 b4 24 20 01 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04cd: 48 8d 71 04
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x04d1: 48 3b f0 48 89 84 24 28 01 00 00 0f 96 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04df: 48 f7 c6 03 00 00 00 40 0f 94 c6
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x04ea: 40 84 c6 0f 84 9f 07 00 00
; (no source location: register moves, constants, padding)
;   0x04f3: 48 8b b4 24 48 01 00 00
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x04fb: 8b 4c 0e 04 48 89 8c 24 18 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0507: 48 8b 44 24 48 48 8b 4c 24 50 48 89 d6 48 2b f0
;   0x0517: 48 3b f1 0f 82 1f 00 00 00 e9 90 07 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0525: 48 c1 e8 03
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0529: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 a2 07 00
;   0x0539: 00 e9 a8 07 00 00
; (no source location: register moves, constants, padding)
;   0x053f: 48 89 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0542: 48 8d 84 33 00 00 00 f0 49 89 f7
; line 71: ld.global.u8 %r25, [%rd7];
;   0x054d: 48 0f b6 08 48 89 8c 24 10 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0559: 48 8b 44 24 58 48 8b 4c 24 60
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0563: 49 8d 57 01 48 89 d6
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x056a: 48 2b f0 48 3b f1 0f 82 1f 00 00 00 e9 02 08 00
;   0x057a: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x057b: 48 c1 e8 03
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x057f: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 0e 08 00
;   0x058f: 00 e9 14 08 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0595: 4a 8d 84 3b 01 00 00 f0
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x059d: 48 0f b6 08 48 89 8c 24 08 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x05a9: 4c 8b 4c 24 68 48 8b 74 24 70
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05b3: 49 8d 57 02 49 89 d0
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x05ba: 4d 2b c1 4c 3b c6 0f 82 20 00 00 00 e9 72 08 00
;   0x05ca: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05cb: 49 c1 e9 03
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x05cf: 4f 0f b6 04 0b 41 81 f8 ff 00 00 00 0f 84 7d 08
;   0x05df: 00 00 e9 83 08 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05e6: 4a 8d 84 3b 02 00 00 f0
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x05ee: 48 0f b6 08 48 89 8c 24 00 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x05fa: 48 8b 44 24 78 48 8b 8c 24 80 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0607: 49 8d 57 03 48 89 d6
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x060e: 48 2b f0 48 3b f1 0f 82 1f 00 00 00 e9 e1 08 00
;   0x061e: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x061f: 48 c1 e8 03
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0623: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 f0 08 00
;   0x0633: 00 e9 f6 08 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0639: 4a 8d 84 3b 03 00 00 f0
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0641: 48 0f b6 08 48 89 8c 24 f8 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x064d: 48 8b 84 24 88 00 00 00 48 8b 8c 24 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x065d: 49 8d 57 04 48 89 d6
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0664: 48 2b f0 48 3b f1 0f 82 1f 00 00 00 e9 4e 09 00
;   0x0674: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0675: 48 c1 e8 03
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0679: 49 0f b6 0c 03 81 f9 ff 00 00 00 0f 84 5a 09 00
;   0x0689: 00 e9 60 09 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x068f: 4a 8d 84 3b 04 00 00 f0
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0697: 48 0f b6 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x069b: 48 8b 8c 24 98 00 00 00 48 8b b4 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06ab: 49 8d 57 05 49 89 d0
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x06b2: 4c 2b c1 4c 3b c6 0f 82 1f 00 00 00 e9 c0 09 00
;   0x06c2: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06c3: 48 c1 e9 03
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x06c7: 49 0f b6 34 0b 81 fe ff 00 00 00 0f 84 cf 09 00
;   0x06d7: 00 e9 d5 09 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06dd: 4e 8d 8c 3b 05 00 00 f0
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x06e5: 4d 0f b6 29
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x06e9: 48 8b 8c 24 a8 00 00 00 48 8b b4 24 b0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06f9: 49 8d 57 06 49 89 d0
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0700: 4c 2b c1 4c 3b c6 0f 82 1f 00 00 00 e9 38 0a 00
;   0x0710: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0711: 48 c1 e9 03
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0715: 49 0f b6 34 0b 81 fe ff 00 00 00 0f 84 47 0a 00
;   0x0725: 00 e9 4d 0a 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x072b: 4a 8d 8c 3b 06 00 00 f0
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0733: 4c 0f b6 09
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0737: 48 8b 8c 24 b8 00 00 00 48 8b b4 24 c0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0747: 49 8d 57 07 49 89 d0
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x074e: 4c 2b c1 4c 3b c6 0f 82 1f 00 00 00 e9 b0 0a 00
;   0x075e: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x075f: 48 c1 e9 03
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0763: 49 0f b6 34 0b 81 fe ff 00 00 00 0f 84 bc 0a 00
;   0x0773: 00 e9 c2 0a 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0779: 4a 8d 8c 3b 07 00 00 f0
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0781: 4c 0f b6 31
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0785: 41 81 c4 01 00 00 00 48 8b 8c 24 e8 00 00 00 81
;   0x0795: c1 08 00 00 00 48 89 8c 24 e8 00 00 00 48 8b 8c
;   0x07a5: 24 30 01 00 00
; line 88: add.s64 %rd7, %rd7, %rd8;
;   0x07aa: 4c 03 f9 48 8b 94 24 20 01 00 00
; line 85: vabsdiff4.u32.u32.u32.add %r20, %r23, %r29, %r20;
;   0x07b5: c5 f9 6e c2 48 8b 94 24 10 01 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x07c1: 0f b6 d2 48 8b b4 24 08 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x07cc: 44 0f b6 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07d0: 41 c1 e2 08 41 81 e2 00 ff 00 00
; line 75: bfi.b32 %r29, %r26, %r25, 8, 8;
;   0x07db: 41 0b d2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07de: 81 e2 ff ff 00 ff 48 8b b4 24 00 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x07ec: 44 0f b6 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07f0: 41 c1 e2 10 41 81 e2 00 00 ff 00
; line 76: bfi.b32 %r29, %r27, %r29, 16, 8;
;   0x07fb: 41 0b d2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07fe: 81 e2 ff ff ff 00 48 8b b4 24 f8 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x080c: 44 0f b6 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0810: 41 c1 e2 18 41 81 e2 00 00 00 ff
; line 77: bfi.b32 %r29, %r28, %r29, 24, 8;
;   0x081b: 41 0b d2
; line 85: vabsdiff4.u32.u32.u32.add %r20, %r23, %r29, %r20;
;   0x081e: c5 f9 6e ca c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0
;   0x082e: c4 e2 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5
;   0x083e: f9 c5 d0 00 0f bf d2 4c 8b 94 24 e0 00 00 00 44
;   0x084e: 03 d2 48 8b 94 24 18 01 00 00
; line 86: vabsdiff4.u32.u32.u32.add %r20, %r24, %r30, %r20;
;   0x0858: c5 f9 6e c2
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x085c: 0f b6 c0
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x085f: 41 0f b6 d5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0863: c1 e2 08 81 e2 00 ff 00 00
; line 82: bfi.b32 %r30, %r26, %r25, 8, 8;
;   0x086c: 0b c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x086e: 25 ff ff 00 ff
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x0873: 41 0f b6 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0877: c1 e2 10 81 e2 00 00 ff 00
; line 83: bfi.b32 %r30, %r27, %r30, 16, 8;
;   0x0880: 0b c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0882: 25 ff ff ff 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x0887: 41 0f b6 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x088b: c1 e2 18 81 e2 00 00 00 ff
; line 84: bfi.b32 %r30, %r28, %r30, 24, 8;
;   0x0894: 0b c2
; line 86: vabsdiff4.u32.u32.u32.add %r20, %r24, %r30, %r20;
;   0x0896: c5 f9 6e c8 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0
;   0x08a6: c4 e2 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5
;   0x08b6: f9 c5 c0 00 0f bf c0 44 03 d0
; line 91: @%p1 bra $L__row;
;   0x08c0: 41 83 fc 08 0f 83 20 00 00 00
; (no source location: register moves, constants, padding)
;   0x08ca: 48 89 8c 24 30 01 00 00 4c 89 94 24 e0 00 00 00
;   0x08da: 4c 89 fa 48 8b 8c 24 e8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08e5: e9 ab fb ff ff
; line 92: mov.u32 %r31, %nctaid.x;
;   0x08ea: 8b 47 78 4c 8b 8c 24 38 01 00 00
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x08f5: 41 8b 49 30 8b c9
; line 92: mov.u32 %r31, %nctaid.x;
;   0x08fb: 8b c0
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x08fd: 48 0f af c8 45 8b 69 28
; line 95: add.u32 %r32, %r32, %r6;
;   0x0905: 41 8b 51 38
; line 97: add.s64 %rd10, %rd3, %rd9;
;   0x0909: 49 8b 41 08
; line 98: st.global.u32 [%rd10], %r20;
;   0x090d: 4c 8b 8c 24 c8 00 00 00 4c 8b a4 24 d0 00 00 00
; line 93: mad.lo.u32 %r32, %r5, %r31, %r4;
;   0x091d: 41 03 cd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0920: c1 e1 06
; line 95: add.u32 %r32, %r32, %r6;
;   0x0923: 03 ca
; line 97: add.s64 %rd10, %rd3, %rd9;
;   0x0925: 48 8d 14 88 48 89 d6
; line 98: st.global.u32 [%rd10], %r20;
;   0x092c: 49 2b f1 49 3b f4 0f 83 9a 09 00 00
;   0x0938: 48 f7 c2 03 00 00 00 0f 85 8d 09 00 00
;   0x0945: 48 8d 84 13 00 00 00 f0 e9 50 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0952: 49 c1 e9 03
; line 98: st.global.u32 [%rd10], %r20;
;   0x0956: 4b 0f b6 34 0b 81 fe ff 00 00 00 0f 85 95 09 00
;   0x0966: 00
;   0x0967: 48 f7 c2 03 00 00 00 0f 85 88 09 00 00 e9 7b 09
;   0x0977: 00 00
; (no source location: register moves, constants, padding)
;   0x0979: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0981: 89 46 24 48 89 4e 28 4c 89 46 30 48 89 56 38 b8
;   0x0991: 02 00 00 00 4c 8b b4 24 f0 00 00 00 e9 24 00 00
;   0x09a1: 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x09a2: 44 89 10
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09a5: 33 c0 4c 8b b4 24 f0 00 00 00 49 81 c6 f8 ff ff
;   0x09b5: ff 4c 89 b4 24 f0 00 00 00 48 8b b4 24 d8 00 00
;   0x09c5: 00
; (no source location: register moves, constants, padding)
;   0x09c6: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09ce: 4c 89 76 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x09de: 00 00
;   0x09e0: 48 8b 9c 24 b0 01 00 00 4c 8b a4 24 b8 01 00 00
;   0x09f0: 4c 8b ac 24 c0 01 00 00 4c 8b b4 24 c8 01 00 00
;   0x0a00: 4c 8b bc 24 d0 01 00 00 48 81 c4 e0 01 00 00 48
;   0x0a10: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0a14: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a1c: c7 46 20 ff ff ff ff
; (no source location: register moves, constants, padding)
;   0x0a23: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a2b: 48 81 c6 98 00 00 00 48 89 b4 24 d8 00 00 00 4c
;   0x0a3b: 8b a4 24 a8 01 00 00 e9 0b f7 ff ff
;   0x0a47: 33 c0 48 8b 9c 24 b0 01 00 00 4c 8b a4 24 b8 01
;   0x0a57: 00 00 4c 8b ac 24 c0 01 00 00 4c 8b b4 24 c8 01
;   0x0a67: 00 00 4c 8b bc 24 d0 01 00 00 48 81 c4 e0 01 00
;   0x0a77: 00 48 89 ec 5d c3
;   0x0a7d: 4a 8d 84 11 00 00 00 f0 48 8b b4 24 50 01 00 00
;   0x0a8d: 48 81 c6 fc ff ff ff
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0a94: 48 3b c6 0f 86 59 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a9d: e9 40 00 00 00
; (no source location: register moves, constants, padding)
;   0x0aa2: 49 89 d2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aa5: e9 93 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0aaa: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aaf: 42 8d 8c 11 00 00 00 f0 83 e1 07
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0aba: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0abf: 83 e0 0f 83 f8 0f 0f 94 c0 48 f7 c2 03 00 00 00
;   0x0acf: 0f 94 c1
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0ad2: 84 c1 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0ada: 49 89 d2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0add: e9 5b 00 00 00
;   0x0ae2: 41 b8 04 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x0af2: c1
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0af3: e8 00 00 00 00 49 89 d2 48 8b 86 90 00 00 00 48
;   0x0b03: 85 c0 0f 85 12 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b0b: 33 c0 41 b8 04 00 00 00 4c 8b b4 24 f0 00 00 00
;   0x0b1b: 49 81 c6 f1 ff ff ff 4c 89 b4 24 f0 00 00 00 4c
;   0x0b2b: 89 d1 4c 89 c2 48 8b b4 24 d8 00 00 00
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0b38: e9 3c fe ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b3d: ba 04 00 00 00 48 8b 8c 24 a0 01 00 00 4c 89 d6
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0b4d: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b52: 48 8d 84 33 00 00 00 f0
; line 49: ld.global.u32 %r13, [%rd5];
;   0x0b5a: e9 be f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b5f: b8 01 00 00 00 b9 00 00 00 80 49 03 c9 41 b8 04
;   0x0b6f: 00 00 00 4c 8b b4 24 f0 00 00 00 49 81 c6 f1 ff
;   0x0b7f: ff ff 4c 89 b4 24 f0 00 00 00 4c 89 c2 48 8b b4
;   0x0b8f: 24 d8 00 00 00
; line 53: st.shared.u32 [%r14], %r13;
;   0x0b94: e9 e0 fd ff ff
; (no source location: register moves, constants, padding)
;   0x0b99: 48 8b b4 24 d8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0ba1: 48 8b 46 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ba9: 41 bd 44 03 00 00 41 be 02 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0bb5: 85 c0 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0bbd: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bc5: e9 d5 08 00 00
; (no source location: register moves, constants, padding)
;   0x0bca: 48 8b b4 24 d8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0bd2: 48 8b 4e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bd6: b8 00 00 10 00 48 3b c1 49 89 c9 4c 0f 4c c8 41
;   0x0be6: bd 44 03 00 00 41 be 01 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0bf1: 4d 85 c9 0f 8f 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0bfa: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c02: e9 98 08 00 00
; (no source location: register moves, constants, padding)
;   0x0c07: 48 8b b4 24 d8 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0c0f: 48 8b 76 68 4c 89 c8 48 f7 d8 f0 48 0f c1 06
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c1e: 41 bd 44 03 00 00 41 be 06 00 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0c2a: 49 3b c1 0f 8d 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c33: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c3b: e9 5f 08 00 00
; line 25: ld.param.u64 %rd1, [sad8x8_cur];
;   0x0c40: 49 2b c9 48 8b b4 24 d8 00 00 00 48 89 4e 48 4c
;   0x0c50: 8b b4 24 f0 00 00 00 4d 03 f1 4c 89 b4 24 f0 00
;   0x0c60: 00 00 48 8b 8c 24 f0 00 00 00 e9 a2 f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c6f: b8 02 00 00 00 ba 00 00 00 80 48 03 ca 41 b8 04
;   0x0c7f: 00 00 00 4c 89 c2 48 8b b4 24 d8 00 00 00
; line 69: ld.shared.u32 %r23, [%r22];
;   0x0c8d: e9 e7 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c92: b8 03 00 00 00 ba 04 00 00 80 48 03 ca 41 b8 04
;   0x0ca2: 00 00 00 4c 89 c2 48 8b b4 24 d8 00 00 00
; line 70: ld.shared.u32 %r24, [%r22+4];
;   0x0cb0: e9 c4 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cb5: 48 8d 82 00 00 00 f0 48 8b 8c 24 50 01 00 00 48
;   0x0cc5: 81 c1 ff ff ff ff
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0ccb: 48 3b c1 0f 86 51 f8 ff ff
; (no source location: register moves, constants, padding)
;   0x0cd4: 49 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cd7: e9 38 00 00 00
; (no source location: register moves, constants, padding)
;   0x0cdc: 49 89 d1 49 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ce2: e9 74 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0ce7: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cec: 8d 8a 00 00 00 f0 83 e1 07
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0cf5: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cfa: 83 e0 01
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0cfd: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x0d06: 49 89 d1 49 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d0c: e9 4a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0d11: 49 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d14: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x0d24: c1
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0d25: e8 00 00 00 00 49 89 d1 48 8b 86 90 00 00 00 48
;   0x0d35: 85 c0 0f 85 10 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d3d: b8 04 00 00 00 41 b8 01 00 00 00 4c 89 c9 4c 89
;   0x0d4d: c2 48 8b b4 24 d8 00 00 00
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0d56: e9 1e fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d5b: ba 01 00 00 00 48 8b 8c 24 98 01 00 00 4c 89 ce
; line 71: ld.global.u8 %r25, [%rd7];
;   0x0d6b: e8 00 00 00 00 48 8d 84 33 00 00 00 f0 e9 d0 f7
;   0x0d7b: ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d7d: 49 8d 87 01 00 00 f0 4c 8b 94 24 50 01 00 00 49
;   0x0d8d: 8d 4a ff
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0d90: 48 3b c1 0f 86 e2 f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d99: e9 36 00 00 00
; (no source location: register moves, constants, padding)
;   0x0d9e: 48 89 d1 4d 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0da4: e9 6f 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0da9: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0dae: 41 8d 8f 01 00 00 f0 83 e1 07
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0db8: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0dbd: 83 e0 01
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0dc0: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x0dc9: 48 89 d1 4d 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0dcf: e9 44 00 00 00
;   0x0dd4: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x0de4: c1
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0de5: e8 00 00 00 00 48 89 d1 48 8b 86 90 00 00 00 48
;   0x0df5: 85 c0 0f 85 a0 f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0dfd: b8 05 00 00 00 41 b8 01 00 00 00 4c 89 c2 48 8b
;   0x0e0d: b4 24 d8 00 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0e13: e9 61 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e18: ba 01 00 00 00 48 89 ce 48 8b 8c 24 90 01 00 00
; line 72: ld.global.u8 %r26, [%rd7+1];
;   0x0e28: e8 00 00 00 00 4a 8d 84 3b 01 00 00 f0 4d 89 c7
;   0x0e38: e9 60 f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e3d: 4d 8d 8f 02 00 00 f0 48 8b 84 24 50 01 00 00 48
;   0x0e4d: 8d 70 ff
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0e50: 4c 3b ce 0f 86 72 f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e59: e9 39 00 00 00
; (no source location: register moves, constants, padding)
;   0x0e5e: 48 89 d1 4d 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e64: e9 72 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0e69: 4b 0f b7 04 0b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e6e: 45 8d 97 02 00 00 f0 41 83 e2 07
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0e79: c4 62 2b f7 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e7e: 41 83 e2 01
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0e82: 41 83 fa 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x0e8c: 48 89 d1 4d 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e92: e9 44 00 00 00
;   0x0e97: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x0ea7: c1
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0ea8: e8 00 00 00 00 48 89 d1 48 8b 86 90 00 00 00 48
;   0x0eb8: 85 c0 0f 85 2e f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ec0: b8 06 00 00 00 41 b8 01 00 00 00 4c 89 c2 48 8b
;   0x0ed0: b4 24 d8 00 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0ed6: e9 9e fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0edb: ba 01 00 00 00 48 89 ce 48 8b 8c 24 88 01 00 00
; line 73: ld.global.u8 %r27, [%rd7+2];
;   0x0eeb: e8 00 00 00 00 4a 8d 84 3b 02 00 00 f0 4d 89 c7
;   0x0efb: e9 ee f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f00: 49 8d 87 03 00 00 f0 48 8b 8c 24 50 01 00 00 48
;   0x0f10: 81 c1 ff ff ff ff
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0f16: 48 3b c1 0f 86 00 f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f1f: e9 36 00 00 00
; (no source location: register moves, constants, padding)
;   0x0f24: 48 89 d1 4d 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f2a: e9 6f 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0f2f: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f34: 41 8d 8f 03 00 00 f0 83 e1 07
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0f3e: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f43: 83 e0 01
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0f46: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x0f4f: 48 89 d1 4d 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f55: e9 44 00 00 00
;   0x0f5a: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x0f6a: c1
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0f6b: e8 00 00 00 00 48 89 d1 48 8b 86 90 00 00 00 48
;   0x0f7b: 85 c0 0f 85 be f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f83: b8 07 00 00 00 41 b8 01 00 00 00 4c 89 c2 48 8b
;   0x0f93: b4 24 d8 00 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0f99: e9 db f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f9e: ba 01 00 00 00 48 89 ce 48 8b 8c 24 80 01 00 00
; line 74: ld.global.u8 %r28, [%rd7+3];
;   0x0fae: e8 00 00 00 00 4a 8d 84 3b 03 00 00 f0 4d 89 c7
;   0x0fbe: e9 7e f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fc3: 49 8d 87 04 00 00 f0 4c 8b 94 24 50 01 00 00 49
;   0x0fd3: 8d 4a ff
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0fd6: 48 3b c1 0f 86 96 f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fdf: e9 36 00 00 00
; (no source location: register moves, constants, padding)
;   0x0fe4: 48 89 d1 4d 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fea: e9 6f 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0fef: 49 0f b7 04 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ff4: 41 8d 8f 04 00 00 f0 83 e1 07
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x0ffe: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1003: 83 e0 01
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1006: 83 f8 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x100f: 48 89 d1 4d 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1015: e9 44 00 00 00
;   0x101a: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x102a: c1
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x102b: e8 00 00 00 00 48 89 d1 48 8b 86 90 00 00 00 48
;   0x103b: 85 c0 0f 85 54 f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1043: b8 08 00 00 00 41 b8 01 00 00 00 4c 89 c2 48 8b
;   0x1053: b4 24 d8 00 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x1059: e9 1b f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x105e: ba 01 00 00 00 48 89 ce 48 8b 8c 24 78 01 00 00
; line 78: ld.global.u8 %r25, [%rd7+4];
;   0x106e: e8 00 00 00 00 4a 8d 84 3b 04 00 00 f0 4d 89 c7
;   0x107e: e9 14 f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1083: 49 8d 8f 05 00 00 f0 48 8b b4 24 50 01 00 00 48
;   0x1093: 81 c6 ff ff ff ff
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1099: 48 3b ce 0f 86 21 f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10a2: e9 39 00 00 00
; (no source location: register moves, constants, padding)
;   0x10a7: 48 89 d1 4d 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10ad: e9 72 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x10b2: 4d 0f b7 0c 0b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10b7: 45 8d 97 05 00 00 f0 41 83 e2 07
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x10c2: c4 42 2b f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10c7: 41 83 e1 01
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x10cb: 41 83 f9 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x10d5: 48 89 d1 4d 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10db: e9 44 00 00 00
;   0x10e0: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x10f0: c1
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x10f1: e8 00 00 00 00 48 89 d1 4c 8b 8e 90 00 00 00 4d
;   0x1101: 85 c9 0f 85 dc f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1109: b8 09 00 00 00 41 b8 01 00 00 00 4c 89 c2 48 8b
;   0x1119: b4 24 d8 00 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x111f: e9 55 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1124: ba 01 00 00 00 48 89 ce 48 8b 8c 24 70 01 00 00
; line 79: ld.global.u8 %r26, [%rd7+5];
;   0x1134: e8 00 00 00 00 4e 8d 8c 3b 05 00 00 f0 4d 89 c7
;   0x1144: e9 9c f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1149: 49 8d 8f 06 00 00 f0 48 8b b4 24 50 01 00 00 48
;   0x1159: 81 c6 ff ff ff ff
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x115f: 48 3b ce 0f 86 a9 f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1168: e9 36 00 00 00
; (no source location: register moves, constants, padding)
;   0x116d: 4d 89 f8 49 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1173: e9 72 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1178: 49 0f b7 0c 0b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x117d: 41 8d b7 06 00 00 f0 83 e6 07
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x1187: c4 e2 4b f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x118c: 83 e1 01
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x118f: 83 f9 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x1198: 4d 89 f8 49 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x119e: e9 47 00 00 00
;   0x11a3: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x11b3: c1
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x11b4: e8 00 00 00 00 49 89 d1 48 8b 8e 90 00 00 00 48
;   0x11c4: 85 c9 0f 85 67 f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11cc: b8 0a 00 00 00 41 b8 01 00 00 00 4c 89 c9 4c 89
;   0x11dc: c2 48 8b b4 24 d8 00 00 00
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x11e5: e9 8f f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x11ea: ba 01 00 00 00 48 8b 8c 24 68 01 00 00 4c 89 ce
; line 80: ld.global.u8 %r27, [%rd7+6];
;   0x11fa: e8 00 00 00 00 4a 8d 8c 3b 06 00 00 f0 4d 89 c7
;   0x120a: e9 24 f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x120f: 49 8d 8f 07 00 00 f0 4c 8b 94 24 50 01 00 00 49
;   0x121f: 8d 72 ff
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1222: 48 3b ce 0f 86 34 f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x122b: e9 36 00 00 00
; (no source location: register moves, constants, padding)
;   0x1230: 4d 89 f8 49 89 d2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1236: e9 72 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x123b: 49 0f b7 0c 0b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1240: 41 8d b7 07 00 00 f0 83 e6 07
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x124a: c4 e2 4b f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x124f: 83 e1 01
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1252: 83 f9 01 0f 85 0b 00 00 00
; (no source location: register moves, constants, padding)
;   0x125b: 4d 89 f8 49 89 d2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1261: e9 47 00 00 00
;   0x1266: 41 b8 01 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1276: c1
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x1277: e8 00 00 00 00 49 89 d2 48 8b 8e 90 00 00 00 48
;   0x1287: 85 c9 0f 85 f2 f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x128f: b8 0b 00 00 00 41 b8 01 00 00 00 4c 89 d1 4c 89
;   0x129f: c2 48 8b b4 24 d8 00 00 00
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x12a8: e9 cc f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12ad: ba 01 00 00 00 48 8b 8c 24 60 01 00 00 4c 89 d6
; line 81: ld.global.u8 %r28, [%rd7+7];
;   0x12bd: e8 00 00 00 00 4a 8d 8c 3b 07 00 00 f0 4d 89 c7
;   0x12cd: e9 af f4 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12d2: 4c 8d 8c 88 00 00 00 f0 48 8b b4 24 50 01 00 00
;   0x12e2: 4c 8d 46 fc
; line 98: st.global.u32 [%rd10], %r20;
;   0x12e6: 4d 3b c8 0f 86 63 f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12ef: e9 3f 00 00 00
; (no source location: register moves, constants, padding)
;   0x12f4: 49 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x12f7: e9 95 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x12fc: 4b 0f b7 34 0b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1301: 8d 84 88 00 00 00 f0 83 e0 07
; line 98: st.global.u32 [%rd10], %r20;
;   0x130b: c4 e2 7b f7 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1310: 83 e0 0f 83 f8 0f 0f 94 c0 48 f7 c2 03 00 00 00
;   0x1320: 0f 94 c1
; line 98: st.global.u32 [%rd10], %r20;
;   0x1323: 84 c1 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x132b: 49 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x132e: e9 5e 00 00 00
;   0x1333: 41 b8 04 00 00 00 48 8b b4 24 d8 00 00 00 4c 89
;   0x1343: c1
; line 98: st.global.u32 [%rd10], %r20;
;   0x1344: e8 00 00 00 00 49 89 d1 48 8b 86 90 00 00 00 48
;   0x1354: 85 c0 0f 85 46 f6 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x135c: b8 0c 00 00 00 41 b8 04 00 00 00 4c 8b b4 24 f0
;   0x136c: 00 00 00 49 81 c6 f8 ff ff ff 4c 89 b4 24 f0 00
;   0x137c: 00 00 4c 89 c9 4c 89 c2 48 8b b4 24 d8 00 00 00
; line 98: st.global.u32 [%rd10], %r20;
;   0x138c: e9 e8 f5 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1391: ba 04 00 00 00 48 8b 8c 24 58 01 00 00 4c 89 ce
; line 98: st.global.u32 [%rd10], %r20;
;   0x13a1: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13a6: 48 8d 84 33 00 00 00 f0
; line 98: st.global.u32 [%rd10], %r20;
;   0x13ae: e9 ef f5 ff ff
; (no source location: register moves, constants, padding)
;   0x13b3: 49 89 f2 48 8b b4 24 d8 00 00 00 48 8b 8c 24 30
;   0x13c3: 01 00 00
; line 67: mov.u32 %r22, cblk;
;   0x13c6: 48 8b 46 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13ce: 41 bd 11 08 00 00 41 be 02 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x13da: 85 c0 0f 84 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x13e2: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13ea: e9 b0 00 00 00
; (no source location: register moves, constants, padding)
;   0x13ef: 48 8b b4 24 d8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x13f7: 4c 8b 7e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x13fb: be 00 00 10 00 49 3b f7 4c 89 f8 48 0f 4c c6 41
;   0x140b: bd 11 08 00 00 41 be 01 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1416: 48 85 c0 0f 8f 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x141f: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1427: e9 73 00 00 00
; (no source location: register moves, constants, padding)
;   0x142c: 48 8b b4 24 d8 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1434: 48 8b 76 68 49 89 c1 49 f7 d9 f0 4c 0f c1 0e
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1443: 41 bd 11 08 00 00 41 be 06 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x144f: 4c 3b c8 0f 8d 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x1458: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1460: e9 3a 00 00 00
; line 67: mov.u32 %r22, cblk;
;   0x1465: 4c 2b f8 48 8b b4 24 d8 00 00 00 4c 89 7e 48 4c
;   0x1475: 8b b4 24 f0 00 00 00 4c 03 f0 4c 89 b4 24 f0 00
;   0x1485: 00 00 48 8b 84 24 f0 00 00 00 4c 89 d6 48 89 8c
;   0x1495: 24 30 01 00 00 e9 9d ef ff ff
; (no source location: register moves, constants, padding)
;   0x149f: 48 8b b4 24 d8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x14a7: 44 89 6e 60 44 89 76 64 b8 04 00 00 00 4c 8b b4
;   0x14b7: 24 f0 00 00 00 e9 05 f5 ff ff
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x1e0, %rsp
  movq %rbx, 0x1b0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x1b8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x1c0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x1c8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x1d0(%rsp)
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
  imulq $0x98, %rdx, %rax
  leaq (%rsi, %rax), %rax
  movq %rsi, <offset:1>+0xd8(%rsp)
  movq %rax, <offset:1>+0x1a8(%rsp)
  leaq <offset:1>+0x38(%rsp), %rcx
  movq %rcx, <offset:1>+0x1a0(%rsp)
  leaq <offset:1>+0x48(%rsp), %rcx
  movq %rcx, <offset:1>+0x198(%rsp)
  leaq <offset:1>+0x58(%rsp), %rcx
  movq %rcx, <offset:1>+0x190(%rsp)
  leaq <offset:1>+0x68(%rsp), %rcx
  movq %rcx, <offset:1>+0x188(%rsp)
  leaq <offset:1>+0x78(%rsp), %rcx
  movq %rcx, <offset:1>+0x180(%rsp)
  leaq <offset:1>+0x88(%rsp), %rcx
  movq %rcx, <offset:1>+0x178(%rsp)
  leaq <offset:1>+0x98(%rsp), %rcx
  movq %rcx, <offset:1>+0x170(%rsp)
  leaq <offset:1>+0xa8(%rsp), %rcx
  movq %rcx, <offset:1>+0x168(%rsp)
  leaq <offset:1>+0xb8(%rsp), %rcx
  movq %rcx, <offset:1>+0x160(%rsp)
  leaq <offset:1>+0xc8(%rsp), %rcx
  movq %rcx, <offset:1>+0x158(%rsp)
  movq <offset:1>+0x1a8(%rsp), %r12
  jmp     label1
block1:
  cmpq %r12, %rsi
  movq %r12, <offset:1>+0x1a8(%rsp)
  jz      label192; j label2
block2:
  movl 0x20(%rsi), %r9d
  cmpl $0xffffffff, %r9d
  jz      label3; j label4
block3:
  movq %rsi, <offset:1>+0xd8(%rsp)
  jmp     label191
block4:
  movq 0x48(%rdi), %rdx
  movq 0x50(%rdi), %rax
  movq 0x58(%rdi), %rax
  movq (%rdi), %rbx
  movq 8(%rdi), %rax
  movq %rax, <offset:1>+0x150(%rsp)
  movq 0x10(%rdi), %r11
  movq 0x30(%rdi), %rax
  movq %rax, <offset:1>+0x148(%rsp)
  movq 0x38(%rdi), %rax
  movq %rax, <offset:1>+0x140(%rsp)
  movq 0x40(%rdi), %rax
  movq 0x40(%rsi), %rcx
  movq 8(%rsi), %rax
  movq %rsi, <offset:1>+0xd8(%rsp)
  movq %rax, <offset:1>+0x138(%rsp)
  testl %r9d, %r9d
  jnz     label40; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  movq $0x0, <offset:1>+0x30(%rsp)
  leaq -0xe(%rcx), %r9
  movq %r9, <offset:1>+0xf0(%rsp)
  movq <offset:1>+0xf0(%rsp), %rcx
  jmp     label6
block6:
  testq %rcx, %rcx
  movq %rcx, <offset:1>+0xf0(%rsp)
  jl      label33; j label7
block7:
  movq 0x70(%rdx), %rcx
  movq 0x88(%rdx), %rax
  movq <offset:1>+0x138(%rsp), %r10
  movq %rax, (%r10)
  movq 0xa0(%rdx), %r9
  movq %r9, 8(%r10)
  movl 0xb8(%rdx), %edx
  movl %edx, 0x10(%r10)
  movq %rax, (%r10)
  movq %r9, 8(%r10)
  movq <offset:1>+0xd8(%rsp), %rsi
  movl 0x10(%rsi), %r9d
  movl %r9d, 0x18(%r10)
  movl 0x14(%rsi), %r13d
  movl %r13d, 0x20(%r10)
  movl 0x6c(%rdi), %r12d
  movl %r12d, 0x28(%r10)
  movl 0x70(%rdi), %eax
  movl %eax, 0x30(%r10)
  movl %r13d, %esi
  shlq $0x3, %rsi
  leal (%rsi, %r9), %r9d
  movl %r9d, 0x38(%r10)
  cmpl $0x10, %r9d
  jnb     label8; j label9
block8:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label32
block9:
  movq %r9, %rsi
  shrl $1, %esi
  leal (%rsi, %rax, 8), %r10d
  movl %edx, %eax
  imulq %rax, %r10
  movq <offset:1>+0x38(%rsp), %rax
  movq <offset:1>+0x40(%rsp), %r13
  movq %r9, %rdx
  andl $0x1, %edx
  shll $0x2, %edx
  leal (%rdx, %r12, 8), %edx
  leal (%r10, %rdx), %r10d
  leaq (%rcx, %r10), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %r13, %rsi
  jb      label11; j label10
block11:
  testq $0x3, %rdx
  jnz     label12; j label13
block13:
  leaq -0x10000000(%rbx, %rdx), %rax
  jmp     label28
block16:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rsi
  cmpl $0xff, %esi
  jz      label18; j label17
block18:
  testq $0x3, %rdx
  jnz     label19; j label20
block25:
  jmp     label28
block28:
  movl (%rax), %eax
  shll $0x2, %r9d
  movq <offset:1>+0x140(%rsp), %r10
  leaq -0x44(%r10), %rcx
  cmpq %rcx, %r9
  setbe %cl
  testq $0x3, %r9
  sete %dl
  testb %cl, %dl
  jnz     label30; j label29
block30:
  jmp     label31
block31:
  movq <offset:1>+0x148(%rsp), %r15
  movl %eax, (%r15, %r9)
  movq <offset:1>+0xf0(%rsp), %r14
  leaq -0xf(%r14), %r14
  movq %r14, <offset:1>+0xf0(%rsp)
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label32
block32:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movq <offset:1>+0x138(%rsp), %r9
  movb $0x0, 0x40(%r9)
  movq <offset:1>+0xf0(%rsp), %r14
  leaq -1(%r14), %rax
  movq %rax, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  jmp     label191
block40:
  cmpl $0x1, %r9d
  jz      label42; j label41
block41:
  movq <offset:1>+0xd8(%rsp), %rsi
  movb $0x0, 0x8d(%rsi)
  jmp     label191
block42:
  movq <offset:1>+0x138(%rsp), %r9
  movzbq 0x40(%r9), %r9
  jmp     label43
block43:
  movq <offset:1>+0x138(%rsp), %r9
  movl 0x10(%r9), %r9d
  movq <offset:1>+0x138(%rsp), %rax
  movl 0x28(%rax), %r10d
  movq %r10, %rsi
  movl 0x18(%rax), %r12d
  movq %r12, %r8
  movl 0x30(%rax), %r10d
  movl 0x20(%rax), %eax
  leal (%rax, %r10, 8), %edx
  leal 8(%r9), %r10d
  imulq %r10, %rdx
  movq <offset:1>+0x138(%rsp), %r9
  movq %r10, <offset:1>+0x130(%rsp)
  movq (%r9), %r12
  jmp     label44
block44:
  leaq -0xf2(%rcx), %r14
  movq %r14, <offset:1>+0xf0(%rsp)
  movq <offset:1>+0xf0(%rsp), %rax
  jmp     label45
block45:
  testq %rax, %r14
  jl      label180; j label46
block46:
  uninit  %rax
  xorl %eax, %eax
  movq %r8, %r9
  movq %rsi, %r10
  movq %rax, <offset:1>+0xe8(%rsp)
  leal (%r9, %r10, 8), %eax
  leal (%rdx, %rax), %eax
  leaq (%r12, %rax), %rax
  movq <offset:1>+0x140(%rsp), %r10
  leaq -0x44(%r10), %rdx
  movq %rdx, <offset:1>+0x128(%rsp)
  movq <offset:1>+0xe8(%rsp), %rcx
  movq %rax, %rdx
  movq <offset:1>+0xe8(%rsp), %r12
  movq <offset:1>+0xe8(%rsp), %rsi
  movq %rsi, <offset:1>+0xe0(%rsp)
  jmp     label47
block47:
  movl %ecx, %ecx
  movq <offset:1>+0x128(%rsp), %rax
  cmpq %rax, %rcx
  setbe %sil
  testq $0x3, %rcx
  sete %r9b
  testb %sil, %r9b
  jnz     label49; j label48
block49:
  jmp     label50
block50:
  movq <offset:1>+0x148(%rsp), %rsi
  movl (%rsi, %rcx), %esi
  movq %rsi, <offset:1>+0x120(%rsp)
  leaq 4(%rcx), %rsi
  cmpq %rax, %rsi
  movq %rax, <offset:1>+0x128(%rsp)
  setbe %al
  testq $0x3, %rsi
  sete %sil
  testb %al, %sil
  jnz     label52; j label51
block52:
  jmp     label53
block53:
  movq <offset:1>+0x148(%rsp), %rsi
  movl 4(%rsi, %rcx), %ecx
  movq %rcx, <offset:1>+0x118(%rsp)
  movq <offset:1>+0x48(%rsp), %rax
  movq <offset:1>+0x50(%rsp), %rcx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label65; j label54
block56:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label57; j label58
block62:
  jmp     label66
block65:
  movq %rdx, %rsi
  leaq -0x10000000(%rbx, %rsi), %rax
  movq %rsi, %r15
  jmp     label66
block66:
  movzbq (%rax), %rcx
  movq %rcx, <offset:1>+0x110(%rsp)
  movq <offset:1>+0x58(%rsp), %rax
  movq <offset:1>+0x60(%rsp), %rcx
  leaq 1(%r15), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label78; j label67
block69:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label70; j label71
block75:
  jmp     label79
block78:
  leaq -0xfffffff(%rbx, %r15), %rax
  jmp     label79
block79:
  movzbq (%rax), %rcx
  movq %rcx, <offset:1>+0x108(%rsp)
  movq <offset:1>+0x68(%rsp), %r9
  movq <offset:1>+0x70(%rsp), %rsi
  leaq 2(%r15), %rdx
  movq %rdx, %r8
  subq %r9, %r8
  cmpq %rsi, %r8
  jb      label91; j label80
block82:
  shrq $0x3, %r9
  movzbq (%r11, %r9), %r8
  cmpl $0xff, %r8d
  jz      label83; j label84
block88:
  jmp     label92
block91:
  leaq -0xffffffe(%rbx, %r15), %rax
  jmp     label92
block92:
  movzbq (%rax), %rcx
  movq %rcx, <offset:1>+0x100(%rsp)
  movq <offset:1>+0x78(%rsp), %rax
  movq <offset:1>+0x80(%rsp), %rcx
  leaq 3(%r15), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label104; j label93
block95:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label96; j label97
block101:
  jmp     label105
block104:
  leaq -0xffffffd(%rbx, %r15), %rax
  jmp     label105
block105:
  movzbq (%rax), %rcx
  movq %rcx, <offset:1>+0xf8(%rsp)
  movq <offset:1>+0x88(%rsp), %rax
  movq <offset:1>+0x90(%rsp), %rcx
  leaq 4(%r15), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %rcx, %rsi
  jb      label117; j label106
block108:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label109; j label110
block114:
  jmp     label118
block117:
  leaq -0xffffffc(%rbx, %r15), %rax
  jmp     label118
block118:
  movzbq (%rax), %rax
  movq <offset:1>+0x98(%rsp), %rcx
  movq <offset:1>+0xa0(%rsp), %rsi
  leaq 5(%r15), %rdx
  movq %rdx, %r8
  subq %rcx, %r8
  cmpq %rsi, %r8
  jb      label130; j label119
block121:
  shrq $0x3, %rcx
  movzbq (%r11, %rcx), %rsi
  cmpl $0xff, %esi
  jz      label122; j label123
block127:
  jmp     label131
block130:
  leaq -0xffffffb(%rbx, %r15), %r9
  jmp     label131
block131:
  movzbq (%r9), %r13
  movq <offset:1>+0xa8(%rsp), %rcx
  movq <offset:1>+0xb0(%rsp), %rsi
  leaq 6(%r15), %rdx
  movq %rdx, %r8
  subq %rcx, %r8
  cmpq %rsi, %r8
  jb      label143; j label132
block134:
  shrq $0x3, %rcx
  movzbq (%r11, %rcx), %rsi
  cmpl $0xff, %esi
  jz      label135; j label136
block140:
  jmp     label144
block143:
  leaq -0xffffffa(%rbx, %r15), %rcx
  jmp     label144
block144:
  movzbq (%rcx), %r9
  movq <offset:1>+0xb8(%rsp), %rcx
  movq <offset:1>+0xc0(%rsp), %rsi
  leaq 7(%r15), %rdx
  movq %rdx, %r8
  subq %rcx, %r8
  cmpq %rsi, %r8
  jb      label156; j label145
block147:
  shrq $0x3, %rcx
  movzbq (%r11, %rcx), %rsi
  cmpl $0xff, %esi
  jz      label148; j label149
block153:
  jmp     label157
block156:
  leaq -0xffffff9(%rbx, %r15), %rcx
  jmp     label157
block157:
  movzbq (%rcx), %r14
  leal 1(%r12), %r12d
  movq <offset:1>+0xe8(%rsp), %rcx
  leal 8(%rcx), %ecx
  movq %rcx, <offset:1>+0xe8(%rsp)
  movq <offset:1>+0x130(%rsp), %rcx
  leaq (%r15, %rcx), %r15
  movq <offset:1>+0x120(%rsp), %rdx
  vmovd %edx, %xmm0
  movq <offset:1>+0x110(%rsp), %rdx
  movzbl %dl, %edx
  movq <offset:1>+0x108(%rsp), %rsi
  movzbl %sil, %r10d
  shll $0x8, %r10d
  andl $0xff00, %r10d
  orl %r10d, %edx
  andl $0xff00ffff, %edx
  movq <offset:1>+0x100(%rsp), %rsi
  movzbl %sil, %r10d
  shll $0x10, %r10d
  andl $0xff0000, %r10d
  orl %r10d, %edx
  andl $0xffffff, %edx
  movq <offset:1>+0xf8(%rsp), %rsi
  movzbl %sil, %r10d
  shll $0x18, %r10d
  andl $0xff000000, %r10d
  orl %r10d, %edx
  vmovd %edx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %edx
  movswl %dx, %edx
  movq <offset:1>+0xe0(%rsp), %r10
  leal (%r10, %rdx), %r10d
  movq <offset:1>+0x118(%rsp), %rdx
  vmovd %edx, %xmm0
  movzbl %al, %eax
  movzbl %r13b, %edx
  shll $0x8, %edx
  andl $0xff00, %edx
  orl %edx, %eax
  andl $0xff00ffff, %eax
  movzbl %r9b, %edx
  shll $0x10, %edx
  andl $0xff0000, %edx
  orl %edx, %eax
  andl $0xffffff, %eax
  movzbl %r14b, %edx
  shll $0x18, %edx
  andl $0xff000000, %edx
  orl %edx, %eax
  vmovd %eax, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %eax
  movswl %ax, %eax
  leal (%r10, %rax), %r10d
  cmpl $0x8, %r12d
  jb      label158; j label159
block158:
  movq %rcx, <offset:1>+0x130(%rsp)
  movq %r10, <offset:1>+0xe0(%rsp)
  movq %r15, %rdx
  movq <offset:1>+0xe8(%rsp), %rcx
  jmp     label47
block159:
  movl 0x78(%rdi), %eax
  movq <offset:1>+0x138(%rsp), %r9
  movl 0x30(%r9), %ecx
  movl %ecx, %ecx
  movl %eax, %eax
  imulq %rax, %rcx
  movl 0x28(%r9), %r13d
  movl 0x38(%r9), %edx
  movq 8(%r9), %rax
  movq <offset:1>+0xc8(%rsp), %r9
  movq <offset:1>+0xd0(%rsp), %r12
  leal (%rcx, %r13), %ecx
  shll $0x6, %ecx
  leal (%rcx, %rdx), %ecx
  leaq (%rax, %rcx, 4), %rdx
  movq %rdx, %rsi
  subq %r9, %rsi
  cmpq %r12, %rsi
  jb      label161; j label160
block161:
  testq $0x3, %rdx
  jnz     label162; j label163
block163:
  leaq -0x10000000(%rbx, %rdx), %rax
  jmp     label179
block166:
  shrq $0x3, %r9
  movzbq (%r11, %r9), %rsi
  cmpl $0xff, %esi
  jz      label168; j label167
block168:
  testq $0x3, %rdx
  jnz     label169; j label170
block175:
  jmp     label179
block177:
  movq <offset:1>+0xd8(%rsp), %rsi
  movl %eax, 0x24(%rsi)
  movq %rcx, 0x28(%rsi)
  movq %r8, 0x30(%rsi)
  movq %rdx, 0x38(%rsi)
  movl $0x2, %eax
  movq <offset:1>+0xf0(%rsp), %r14
  jmp     label188
block179:
  movl %r10d, (%rax)
  uninit  %rax
  xorl %eax, %eax
  movq <offset:1>+0xf0(%rsp), %r14
  leaq -8(%r14), %r14
  movq %r14, <offset:1>+0xf0(%rsp)
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label188
block188:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r14, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label190; j label189
block189:
  movq 0x1b0(%rsp), %rbx
  movq 0x1b8(%rsp), %r12
  movq 0x1c0(%rsp), %r13
  movq 0x1c8(%rsp), %r14
  movq 0x1d0(%rsp), %r15
  addq $0x1e0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block190:
  movq <offset:1>+0xd8(%rsp), %rsi
  movl $0xffffffff, 0x20(%rsi)
  jmp     label191
block191:
  movq <offset:1>+0xd8(%rsp), %rsi
  leaq 0x98(%rsi), %rsi
  movq %rsi, <offset:1>+0xd8(%rsp)
  movq <offset:1>+0x1a8(%rsp), %r12
  jmp     label1
block192:
  uninit  %rax
  xorl %eax, %eax
  movq 0x1b0(%rsp), %rbx
  movq 0x1b8(%rsp), %r12
  movq 0x1c0(%rsp), %r13
  movq 0x1c8(%rsp), %r14
  movq 0x1d0(%rsp), %r15
  addq $0x1e0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block10:
  jmp     label14
block12:
  jmp     label14
block14:
  leaq -0x10000000(%rcx, %r10), %rax
  movq <offset:1>+0x150(%rsp), %rsi
  leaq -4(%rsi), %rsi
  cmpq %rsi, %rax
  jbe     label16; j label15
block15:
  jmp     label24
block17:
  jmp     label21
block19:
  jmp     label21
block20:
  movq %rdx, %r10
  jmp     label27
block21:
  movzwq (%r11, %rax), %rax
  leal -0x10000000(%rcx, %r10), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0xf, %eax
  cmpl $0xf, %eax
  sete %al
  testq $0x3, %rdx
  sete %cl
  testb %al, %cl
  jnz     label22; j label23
block22:
  movq %rdx, %r10
  jmp     label27
block23:
  jmp     label24
block24:
  movl $0x4, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r10
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label25; j label26
block26:
  uninit  %rax
  xorl %eax, %eax
  movl $0x4, %r8d
  movq <offset:1>+0xf0(%rsp), %r14
  leaq -0xf(%r14), %r14
  movq %r14, <offset:1>+0xf0(%rsp)
  movq %r10, %rcx
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block27:
  movl $0x4, %edx
  movq <offset:1>+0x1a0(%rsp), %rcx
  movq %r10, %rsi
  call    User(userextname0)
  leaq -0x10000000(%rbx, %rsi), %rax
  jmp     label28
block29:
  movl $0x1, %eax
  movl $0x80000000, %ecx
  leaq (%r9, %rcx), %rcx
  movl $0x4, %r8d
  movq <offset:1>+0xf0(%rsp), %r14
  leaq -0xf(%r14), %r14
  movq %r14, <offset:1>+0xf0(%rsp)
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block33:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq 0x50(%rsi), %rax
  movzbq (%rax), %rax
  movl $0x344, %r13d
  movl $0x2, %r14d
  testl %eax, %eax
  jnz     label34; j label35
block34:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label187
block35:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq 0x48(%rsi), %rcx
  movl $0x100000, %eax
  cmpq %rcx, %rax
  movq %rcx, %r9
  cmovlq %rax, %r9
  movl $0x344, %r13d
  movl $0x1, %r14d
  testq %r9, %r9
  jnle    label37; j label36
block36:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label187
block37:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq 0x68(%rsi), %rsi
  movq %r9, %rax
  negq %rax
  lock xaddq %rax, (%rsi)
  movl $0x344, %r13d
  movl $0x6, %r14d
  cmpq %r9, %rax
  jl      label38; j label39
block38:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label187
block39:
  subq %r9, %rcx
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %rcx, 0x48(%rsi)
  movq <offset:1>+0xf0(%rsp), %r14
  leaq (%r14, %r9), %r14
  movq %r14, <offset:1>+0xf0(%rsp)
  movq <offset:1>+0xf0(%rsp), %rcx
  jmp     label6
block48:
  movl $0x2, %eax
  movl $0x80000000, %edx
  leaq (%rcx, %rdx), %rcx
  movl $0x4, %r8d
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block51:
  movl $0x3, %eax
  movl $0x80000004, %edx
  leaq (%rcx, %rdx), %rcx
  movl $0x4, %r8d
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block54:
  leaq -0x10000000(%rdx), %rax
  movq <offset:1>+0x150(%rsp), %rcx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %rax
  jbe     label56; j label55
block55:
  movq %rdx, %r15
  jmp     label61
block57:
  movq %rdx, %r9
  movq %rdx, %r15
  jmp     label64
block58:
  movzwq (%r11, %rax), %rax
  leal -0x10000000(%rdx), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label59; j label60
block59:
  movq %rdx, %r9
  movq %rdx, %r15
  jmp     label64
block60:
  movq %rdx, %r15
  jmp     label61
block61:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r9
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label62; j label63
block63:
  movl $0x4, %eax
  movl $0x1, %r8d
  movq %r9, %rcx
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block64:
  movl $0x1, %edx
  movq <offset:1>+0x198(%rsp), %rcx
  movq %r9, %rsi
  call    User(userextname0)
  leaq -0x10000000(%rbx, %rsi), %rax
  jmp     label66
block67:
  leaq -0xfffffff(%r15), %rax
  movq <offset:1>+0x150(%rsp), %r10
  leaq -1(%r10), %rcx
  cmpq %rcx, %rax
  jbe     label69; j label68
block68:
  jmp     label74
block70:
  movq %rdx, %rcx
  movq %r15, %r8
  jmp     label77
block71:
  movzwq (%r11, %rax), %rax
  leal -0xfffffff(%r15), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label72; j label73
block72:
  movq %rdx, %rcx
  movq %r15, %r8
  jmp     label77
block73:
  jmp     label74
block74:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %rcx
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label75; j label76
block76:
  movl $0x5, %eax
  movl $0x1, %r8d
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block77:
  movl $0x1, %edx
  movq %rcx, %rsi
  movq <offset:1>+0x190(%rsp), %rcx
  call    User(userextname0)
  leaq -0xfffffff(%rbx, %r15), %rax
  movq %r8, %r15
  jmp     label79
block80:
  leaq -0xffffffe(%r15), %r9
  movq <offset:1>+0x150(%rsp), %rax
  leaq -1(%rax), %rsi
  cmpq %rsi, %r9
  jbe     label82; j label81
block81:
  jmp     label87
block83:
  movq %rdx, %rcx
  movq %r15, %r8
  jmp     label90
block84:
  movzwq (%r11, %r9), %rax
  leal -0xffffffe(%r15), %r10d
  andl $0x7, %r10d
  shrxl %r10d, %eax, %r10d
  andl $0x1, %r10d
  cmpl $0x1, %r10d
  jz      label85; j label86
block85:
  movq %rdx, %rcx
  movq %r15, %r8
  jmp     label90
block86:
  jmp     label87
block87:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %rcx
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label88; j label89
block89:
  movl $0x6, %eax
  movl $0x1, %r8d
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block90:
  movl $0x1, %edx
  movq %rcx, %rsi
  movq <offset:1>+0x188(%rsp), %rcx
  call    User(userextname0)
  leaq -0xffffffe(%rbx, %r15), %rax
  movq %r8, %r15
  jmp     label92
block93:
  leaq -0xffffffd(%r15), %rax
  movq <offset:1>+0x150(%rsp), %rcx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %rax
  jbe     label95; j label94
block94:
  jmp     label100
block96:
  movq %rdx, %rcx
  movq %r15, %r8
  jmp     label103
block97:
  movzwq (%r11, %rax), %rax
  leal -0xffffffd(%r15), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label98; j label99
block98:
  movq %rdx, %rcx
  movq %r15, %r8
  jmp     label103
block99:
  jmp     label100
block100:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %rcx
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label101; j label102
block102:
  movl $0x7, %eax
  movl $0x1, %r8d
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block103:
  movl $0x1, %edx
  movq %rcx, %rsi
  movq <offset:1>+0x180(%rsp), %rcx
  call    User(userextname0)
  leaq -0xffffffd(%rbx, %r15), %rax
  movq %r8, %r15
  jmp     label105
block106:
  leaq -0xffffffc(%r15), %rax
  movq <offset:1>+0x150(%rsp), %r10
  leaq -1(%r10), %rcx
  cmpq %rcx, %rax
  jbe     label108; j label107
block107:
  jmp     label113
block109:
  movq %rdx, %rcx
  movq %r15, %r8
  jmp     label116
block110:
  movzwq (%r11, %rax), %rax
  leal -0xffffffc(%r15), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label111; j label112
block111:
  movq %rdx, %rcx
  movq %r15, %r8
  jmp     label116
block112:
  jmp     label113
block113:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %rcx
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label114; j label115
block115:
  movl $0x8, %eax
  movl $0x1, %r8d
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block116:
  movl $0x1, %edx
  movq %rcx, %rsi
  movq <offset:1>+0x178(%rsp), %rcx
  call    User(userextname0)
  leaq -0xffffffc(%rbx, %r15), %rax
  movq %r8, %r15
  jmp     label118
block119:
  leaq -0xffffffb(%r15), %rcx
  movq <offset:1>+0x150(%rsp), %rsi
  leaq -1(%rsi), %rsi
  cmpq %rsi, %rcx
  jbe     label121; j label120
block120:
  jmp     label126
block122:
  movq %rdx, %rcx
  movq %r15, %r8
  jmp     label129
block123:
  movzwq (%r11, %rcx), %r9
  leal -0xffffffb(%r15), %r10d
  andl $0x7, %r10d
  shrxl %r10d, %r9d, %r9d
  andl $0x1, %r9d
  cmpl $0x1, %r9d
  jz      label124; j label125
block124:
  movq %rdx, %rcx
  movq %r15, %r8
  jmp     label129
block125:
  jmp     label126
block126:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %rcx
  movq 0x90(%rsi), %r9
  testq %r9, %r9
  jnz     label127; j label128
block128:
  movl $0x9, %eax
  movl $0x1, %r8d
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block129:
  movl $0x1, %edx
  movq %rcx, %rsi
  movq <offset:1>+0x170(%rsp), %rcx
  call    User(userextname0)
  leaq -0xffffffb(%rbx, %r15), %r9
  movq %r8, %r15
  jmp     label131
block132:
  leaq -0xffffffa(%r15), %rcx
  movq <offset:1>+0x150(%rsp), %rsi
  leaq -1(%rsi), %rsi
  cmpq %rsi, %rcx
  jbe     label134; j label133
block133:
  jmp     label139
block135:
  movq %r15, %r8
  movq %rdx, %r9
  jmp     label142
block136:
  movzwq (%r11, %rcx), %rcx
  leal -0xffffffa(%r15), %esi
  andl $0x7, %esi
  shrxl %esi, %ecx, %ecx
  andl $0x1, %ecx
  cmpl $0x1, %ecx
  jz      label137; j label138
block137:
  movq %r15, %r8
  movq %rdx, %r9
  jmp     label142
block138:
  jmp     label139
block139:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r9
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label140; j label141
block141:
  movl $0xa, %eax
  movl $0x1, %r8d
  movq %r9, %rcx
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block142:
  movl $0x1, %edx
  movq <offset:1>+0x168(%rsp), %rcx
  movq %r9, %rsi
  call    User(userextname0)
  leaq -0xffffffa(%rbx, %r15), %rcx
  movq %r8, %r15
  jmp     label144
block145:
  leaq -0xffffff9(%r15), %rcx
  movq <offset:1>+0x150(%rsp), %r10
  leaq -1(%r10), %rsi
  cmpq %rsi, %rcx
  jbe     label147; j label146
block146:
  jmp     label152
block148:
  movq %r15, %r8
  movq %rdx, %r10
  jmp     label155
block149:
  movzwq (%r11, %rcx), %rcx
  leal -0xffffff9(%r15), %esi
  andl $0x7, %esi
  shrxl %esi, %ecx, %ecx
  andl $0x1, %ecx
  cmpl $0x1, %ecx
  jz      label150; j label151
block150:
  movq %r15, %r8
  movq %rdx, %r10
  jmp     label155
block151:
  jmp     label152
block152:
  movl $0x1, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r10
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label153; j label154
block154:
  movl $0xb, %eax
  movl $0x1, %r8d
  movq %r10, %rcx
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block155:
  movl $0x1, %edx
  movq <offset:1>+0x160(%rsp), %rcx
  movq %r10, %rsi
  call    User(userextname0)
  leaq -0xffffff9(%rbx, %r15), %rcx
  movq %r8, %r15
  jmp     label157
block160:
  jmp     label164
block162:
  jmp     label164
block164:
  leaq -0x10000000(%rax, %rcx, 4), %r9
  movq <offset:1>+0x150(%rsp), %rsi
  leaq -4(%rsi), %r8
  cmpq %r8, %r9
  jbe     label166; j label165
block165:
  jmp     label174
block167:
  jmp     label171
block169:
  jmp     label171
block170:
  movq %rdx, %r9
  jmp     label178
block171:
  movzwq (%r11, %r9), %rsi
  leal -0x10000000(%rax, %rcx, 4), %eax
  andl $0x7, %eax
  shrxl %eax, %esi, %eax
  andl $0xf, %eax
  cmpl $0xf, %eax
  sete %al
  testq $0x3, %rdx
  sete %cl
  testb %al, %cl
  jnz     label172; j label173
block172:
  movq %rdx, %r9
  jmp     label178
block173:
  jmp     label174
block174:
  movl $0x4, %r8d
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r9
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label175; j label176
block176:
  movl $0xc, %eax
  movl $0x4, %r8d
  movq <offset:1>+0xf0(%rsp), %r14
  leaq -8(%r14), %r14
  movq %r14, <offset:1>+0xf0(%rsp)
  movq %r9, %rcx
  movq %r8, %rdx
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label177
block178:
  movl $0x4, %edx
  movq <offset:1>+0x158(%rsp), %rcx
  movq %r9, %rsi
  call    User(userextname0)
  leaq -0x10000000(%rbx, %rsi), %rax
  jmp     label179
block180:
  movq %rsi, %r10
  movq <offset:1>+0xd8(%rsp), %rsi
  movq <offset:1>+0x130(%rsp), %rcx
  movq 0x50(%rsi), %rax
  movzbq (%rax), %rax
  movl $0x811, %r13d
  movl $0x2, %r14d
  testl %eax, %eax
  jnz     label181; j label182
block181:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label187
block182:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq 0x48(%rsi), %r15
  movl $0x100000, %esi
  cmpq %r15, %rsi
  movq %r15, %rax
  cmovlq %rsi, %rax
  movl $0x811, %r13d
  movl $0x1, %r14d
  testq %rax, %rax
  jnle    label184; j label183
block183:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label187
block184:
  movq <offset:1>+0xd8(%rsp), %rsi
  movq 0x68(%rsi), %rsi
  movq %rax, %r9
  negq %r9
  lock xaddq %r9, (%rsi)
  movl $0x811, %r13d
  movl $0x6, %r14d
  cmpq %rax, %r9
  jl      label185; j label186
block185:
  movq <offset:1>+0xd8(%rsp), %rsi
  jmp     label187
block186:
  subq %rax, %r15
  movq <offset:1>+0xd8(%rsp), %rsi
  movq %r15, 0x48(%rsi)
  movq <offset:1>+0xf0(%rsp), %r14
  leaq (%r14, %rax), %r14
  movq %r14, <offset:1>+0xf0(%rsp)
  movq <offset:1>+0xf0(%rsp), %rax
  movq %r10, %rsi
  movq %rcx, <offset:1>+0x130(%rsp)
  jmp     label45
block187:
  movq <offset:1>+0xd8(%rsp), %rsi
  movl %r13d, 0x60(%rsi)
  movl %r14d, 0x64(%rsi)
  movl $0x4, %eax
  movq <offset:1>+0xf0(%rsp), %r14
  jmp     label188
; 5313 bytes

