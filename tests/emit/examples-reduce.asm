; kernel block_sum
; kernel block_sum (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec c0 00 00 00 48 89 9c 24 90
;   0x0010: 00 00 00 4c 89 a4 24 98 00 00 00 4c 89 ac 24 a0
;   0x0020: 00 00 00 4c 89 b4 24 a8 00 00 00 4c 89 bc 24 b0
;   0x0030: 00 00 00
;   0x0033: 48 c7 44 24 20 00 00 00 00 48 c7 44 24 30 00 00
;   0x0043: 00 00 4c 8b 4f 48 4c 89 8c 24 80 00 00 00 48 8b
;   0x0053: 47 50 48 8b 47 58 4c 8b 17 4c 89 54 24 78 4c 8b
;   0x0063: 47 08 4c 89 44 24 70 48 8b 5f 10 48 89 5c 24 68
;   0x0073: 4c 8b 5f 30 4c 8b 6f 38 4d 89 ea 48 8b 47 40 45
;   0x0083: 33 ed 48 89 d0 48 23 05 29 09 00 00 48 89 54 24
;   0x0093: 40 48 69 c0 98 00 00 00 48 8d 14 06 48 89 74 24
;   0x00a3: 38 48 89 54 24 60
; line 27: ld.global.u32 %r5, [%rd6];
;   0x00a9: 48 8d 4c 24 18 48 89 4c 24 58
; line 55: st.global.u32 [%rd8], %r5;
;   0x00b3: 48 8d 4c 24 28 48 89 4c 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00bd: 48 3b f2 48 89 54 24 60 0f 84 7b 04 00 00
;   0x00cb: 8b 46 20 83 f8 ff 0f 84 5e 04 00 00
;   0x00d7: 48 8b 56 40 4c 8b 7e 08 48 89 74 24 48 85 c0 0f
;   0x00e7: 85 71 01 00 00
;   0x00ec: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x00fc: 00 4c 8d 72 f0
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0101: 4d 85 f6 0f 8c da 05 00 00
; (no source location: register moves, constants, padding)
;   0x010a: 4c 8b 8c 24 80 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0112: 49 8b 49 40
; line 18: ld.param.u64 %rd2, [block_sum_param_1];
;   0x0116: 4d 8b 49 58
; line 20: cvta.to.global.u64 %rd4, %rd2;
;   0x011a: 4d 89 0f 48 8b 74 24 48
; line 21: mov.u32 %r1, %tid.x;
;   0x0122: 44 8b 66 10 45 89 67 08
; line 22: mov.u32 %r2, %ctaid.x;
;   0x012a: 8b 47 6c 41 89 47 10
; line 23: mov.u32 %r3, %ntid.x;
;   0x0131: 8b 57 60 41 89 57 18
; line 24: mad.lo.s32 %r4, %r2, %r3, %r1;
;   0x0138: 48 63 c0 48 63 d2 48 0f af c2
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0142: 4c 8b 44 24 18 4c 8b 4c 24 20
; line 24: mad.lo.s32 %r4, %r2, %r3, %r1;
;   0x014c: 41 03 c4
; line 26: add.s64 %rd6, %rd3, %rd5;
;   0x014f: 48 8d 14 81 48 89 d6
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0156: 49 2b f0 49 3b f1 0f 83 47 04 00 00
;   0x0162: 48 f7 c2 03 00 00 00 0f 85 3a 04 00 00
; (no source location: register moves, constants, padding)
;   0x016f: 48 8b 5c 24 78
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0174: 4c 8d 8c 13 00 00 00 f0 e9 91 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0181: 49 c1 e8 03 4c 8b 4c 24 68
; line 27: ld.global.u32 %r5, [%rd6];
;   0x018a: 4b 0f b6 34 01 81 fe ff 00 00 00 0f 85 2d 04 00
;   0x019a: 00
;   0x019b: 48 f7 c2 03 00 00 00 0f 85 2a 04 00 00 e9 2f 04
;   0x01ab: 00 00
;   0x01ad: 4c 8b 87 98 00 00 00 4c 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01b7: 48 c1 ee 03
; line 27: ld.global.u32 %r5, [%rd6];
;   0x01bb: 49 0f b6 34 30 81 fe ff 00 00 00 0f 85 7b 04 00
;   0x01cb: 00
;   0x01cc: 48 f7 c2 03 00 00 00 0f 85 6e 04 00 00
; (no source location: register moves, constants, padding)
;   0x01d9: 48 8b 74 24 48
; line 27: ld.global.u32 %r5, [%rd6];
;   0x01de: 4c 03 0e e9 2c 00 00 00
;   0x01e6: 48 8b 47 40 4c 89 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01ed: 48 c1 e9 03
; line 27: ld.global.u32 %r5, [%rd6];
;   0x01f1: 48 0f b6 04 08 3d ff 00 00 00 0f 85 62 04 00 00
;   0x0201: 48 f7 c2 03 00 00 00 0f 85 55 04 00 00
;   0x020e: 4c 03 4f 30
;   0x0212: 41 8b 01
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0215: 41 c1 e4 02
; line 30: add.s32 %r8, %r7, %r6;
;   0x0219: 45 89 67 20
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x021d: 49 8d 4a bc
; line 31: st.shared.u32 [%r8], %r5;
;   0x0221: 4c 3b e1 0f 87 9a 04 00 00
;   0x022a: 43 89 04 23 48 8b 74 24 48
; line 32: bar.sync 0;
;   0x0233: 48 c7 46 78 00 00 00 00 41 c6 47 30 00 4c 89 76
;   0x0243: 40 c7 46 20 01 00 00 00 c6 86 8d 00 00 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0252: 41 bd 01 00 00 00
; line 32: bar.sync 0;
;   0x0258: e9 d8 02 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x025d: 85 c0 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0265: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x026a: e9 bf 02 00 00
;   0x026f: 81 c0 ff ff ff ff b9 02 00 00 00 3b c1 0f 42 c8
;   0x027f: 48 8d 35 09 00 00 00 48 63 04 8e 48 03 f0 ff e6
;   0x028f: 2b 00 00 00 16 00 00 00 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x029b: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02a0: e9 89 02 00 00
;   0x02a5: 49 0f b6 4f 30
; line 47: shr.u32 %r9, %r9, 1;
;   0x02aa: 45 8b 67 28
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02ae: 48 8d 42 fe 41 d1 ec
; line 48: bra.uni $L__loop;
;   0x02b5: e9 10 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02ba: 49 0f b6 4f 30
; line 33: shr.u32 %r9, %r3, 1;
;   0x02bf: 45 8b 67 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02c3: 48 8d 42 ff 41 d1 ec
;   0x02ca: 4c 8d 70 fe
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x02ce: 4d 85 f6 0f 8c 4f 06 00 00
; line 36: @%p1 bra $L__done;
;   0x02d7: 45 85 e4 0f 84 dc 00 00 00
; line 37: setp.ge.u32 %p2, %r1, %r9;
;   0x02e0: 41 8b 57 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02e4: 49 8d 46 fe
; line 38: @%p2 bra $L__skip;
;   0x02e8: 41 3b d4 0f 82 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x02f1: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02f6: e9 88 00 00 00
; line 40: add.s32 %r10, %r8, %r10;
;   0x02fb: 41 8b 47 20 42 8d 14 a0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0303: 49 8d 42 bc 48 3b d0 0f 96 c0 48 f7 c2 03 00 00
;   0x0313: 00 40 0f 94 c6
; line 41: ld.shared.u32 %r11, [%r10];
;   0x0318: 40 84 c6 0f 84 66 04 00 00
;   0x0321: 41 8b 04 13
; line 42: ld.shared.u32 %r5, [%r8];
;   0x0325: 41 8b 57 20 8b d2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x032b: 49 8d 72 bc 48 3b d6 41 0f 96 c0 48 f7 c2 03 00
;   0x033b: 00 00 40 0f 94 c6
; line 42: ld.shared.u32 %r5, [%r8];
;   0x0341: 44 84 c6 0f 84 63 04 00 00
;   0x034a: 45 8b 04 13
; line 44: st.shared.u32 [%r8], %r5;
;   0x034e: 41 8b 57 20 8b d2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0354: 49 8d 72 bc 48 3b d6 41 0f 96 c1 48 f7 c2 03 00
;   0x0364: 00 00 40 0f 94 c6
; line 44: st.shared.u32 [%r8], %r5;
;   0x036a: 44 84 ce 0f 84 60 04 00 00
; line 43: add.s32 %r5, %r5, %r11;
;   0x0373: 41 03 c0
; line 44: st.shared.u32 [%r8], %r5;
;   0x0376: 41 89 04 13
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x037a: 49 8d 46 f8 48 8b 74 24 48
; (no source location: register moves, constants, padding)
;   0x0383: 48 8b 74 24 48
; line 46: bar.sync 0;
;   0x0388: 48 c7 46 78 00 00 00 00 45 89 67 28 41 88 4f 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0398: 48 81 c0 ff ff ff ff
; line 46: bar.sync 0;
;   0x039f: 48 89 46 40 c7 46 20 02 00 00 00 c6 86 8d 00 00
;   0x03af: 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03b1: 41 bd 01 00 00 00
; line 46: bar.sync 0;
;   0x03b7: e9 79 01 00 00
; line 50: setp.ne.s32 %p1, %r1, 0;
;   0x03bc: 45 8b 47 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03c0: 49 8d 4e fe
; line 51: @%p1 bra $L__end;
;   0x03c4: 45 85 c0 0f 85 04 01 00 00
; line 52: ld.shared.u32 %r5, [buf];
;   0x03cd: 45 8b 23
; line 53: mul.wide.u32 %rd7, %r2, 4;
;   0x03d0: 45 8b 4f 10
; line 54: add.s64 %rd8, %rd4, %rd7;
;   0x03d4: 49 8b 0f
; line 55: st.global.u32 [%rd8], %r5;
;   0x03d7: 4c 8b 44 24 28 4c 8b 7c 24 30
; line 53: mul.wide.u32 %rd7, %r2, 4;
;   0x03e1: 41 8b c1
; line 54: add.s64 %rd8, %rd4, %rd7;
;   0x03e4: 48 8d 14 81 48 89 d6
; line 55: st.global.u32 [%rd8], %r5;
;   0x03eb: 49 2b f0 49 3b f7 0f 83 02 04 00 00
;   0x03f7: 48 f7 c2 03 00 00 00 0f 85 f5 03 00 00
; (no source location: register moves, constants, padding)
;   0x0404: 48 8b 5c 24 78
; line 55: st.global.u32 [%rd8], %r5;
;   0x0409: 4c 8d bc 13 00 00 00 f0 e9 b4 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0416: 49 c1 e8 03 48 8b 74 24 68
; line 55: st.global.u32 [%rd8], %r5;
;   0x041f: 4a 0f b6 34 06 81 fe ff 00 00 00 0f 85 eb 03 00
;   0x042f: 00
;   0x0430: 48 f7 c2 03 00 00 00 0f 85 e8 03 00 00 e9 ed 03
;   0x0440: 00 00
;   0x0442: 4c 8b 87 98 00 00 00 4c 89 fe
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x044c: 48 c1 ee 03
; line 55: st.global.u32 [%rd8], %r5;
;   0x0450: 49 0f b6 34 30 81 fe ff 00 00 00 0f 85 3e 04 00
;   0x0460: 00
;   0x0461: 48 f7 c2 03 00 00 00 0f 85 31 04 00 00
; (no source location: register moves, constants, padding)
;   0x046e: 48 8b 74 24 48
; line 55: st.global.u32 [%rd8], %r5;
;   0x0473: 4c 03 3e e9 4f 00 00 00
;   0x047b: 48 8b 47 40 4c 89 f9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0482: 48 c1 e9 03
; line 55: st.global.u32 [%rd8], %r5;
;   0x0486: 48 0f b6 04 08 3d ff 00 00 00 0f 85 25 04 00 00
;   0x0496: 48 f7 c2 03 00 00 00 0f 85 18 04 00 00
;   0x04a3: 4c 03 7f 30 e9 1e 00 00 00
; (no source location: register moves, constants, padding)
;   0x04ac: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04b1: 89 46 24 48 89 56 28 48 89 4e 30 4c 89 46 38 b8
;   0x04c1: 02 00 00 00 e9 12 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x04ca: 45 89 27
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04cd: 49 8d 4e fa
;   0x04d1: 33 c0 4c 8d 71 ff 48 8b 74 24 48
;   0x04dc: 4c 89 76 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x04ec: 00 00
;   0x04ee: 48 8b 9c 24 90 00 00 00 4c 8b a4 24 98 00 00 00
;   0x04fe: 4c 8b ac 24 a0 00 00 00 4c 8b b4 24 a8 00 00 00
;   0x050e: 4c 8b bc 24 b0 00 00 00 48 81 c4 c0 00 00 00 48
;   0x051e: 89 ec 5d c3
;   0x0522: c7 46 20 ff ff ff ff e9 07 00 00 00
;   0x052e: c6 86 8d 00 00 00 00
;   0x0535: 48 81 c6 98 00 00 00 48 8b 54 24 60 e9 77 fb ff
;   0x0545: ff
; (no source location: register moves, constants, padding)
;   0x0546: 48 8b 54 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x054b: 48 0f ba e2 3e 0f 92 c0 44 84 e8 0f 85 36 00 00
;   0x055b: 00
;   0x055c: 33 c0 48 8b 9c 24 90 00 00 00 4c 8b a4 24 98 00
;   0x056c: 00 00 4c 8b ac 24 a0 00 00 00 4c 8b b4 24 a8 00
;   0x057c: 00 00 4c 8b bc 24 b0 00 00 00 48 81 c4 c0 00 00
;   0x058c: 00 48 89 ec 5d c3
;   0x0592: 45 33 ed 48 89 54 24 40 48 8b 74 24 38 48 8b 54
;   0x05a2: 24 60 e9 14 fb ff ff
;   0x05a9: 4c 8d 84 81 00 00 00 f0 4c 8b 4c 24 70 49 8d 71
;   0x05b9: fc
; line 27: ld.global.u32 %r5, [%rd6];
;   0x05ba: 4c 3b c6 0f 86 be fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05c3: e9 5a 00 00 00
; (no source location: register moves, constants, padding)
;   0x05c8: 48 8b 74 24 68
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05cd: e9 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x05d2: 48 8b 74 24 68
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05d7: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x05dc: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05df: e9 bc 00 00 00
; line 27: ld.global.u32 %r5, [%rd6];
;   0x05e4: 4e 0f b7 04 06
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05e9: 44 8d 8c 81 00 00 00 f0 41 83 e1 07
; line 27: ld.global.u32 %r5, [%rd6];
;   0x05f5: c4 42 33 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05fa: 41 83 e0 0f 41 83 f8 0f 41 0f 94 c0 48 f7 c2 03
;   0x060a: 00 00 00 40 0f 94 c6
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0611: 44 84 c6 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x061a: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x061d: e9 7e 00 00 00
;   0x0622: 48 be 00 00 00 60 ff ff ff ff 4c 8d 0c 32 49 c7
;   0x0632: c0 fc ff ff ff 4c 03 87 90 00 00 00
; line 27: ld.global.u32 %r5, [%rd6];
;   0x063e: 4d 3b c8 0f 86 66 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0647: 4c 8d 8c 81 00 00 00 80 48 c7 c0 fc ff ff ff 48
;   0x0657: 03 47 38
; line 27: ld.global.u32 %r5, [%rd6];
;   0x065a: 4c 3b c8 0f 86 83 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0663: 41 b8 04 00 00 00 48 8b 74 24 48 4c 89 c1
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0671: e8 00 00 00 00 49 89 d0 4c 8b 8e 90 00 00 00 4d
;   0x0681: 85 c9 0f 85 89 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0689: 33 c0 b9 04 00 00 00 48 8b 74 24 48 4c 89 c2 49
;   0x0699: 89 c8
; line 27: ld.global.u32 %r5, [%rd6];
;   0x069b: e9 0c fe ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06a0: ba 04 00 00 00 48 8b 4c 24 58 4c 89 c6
; line 27: ld.global.u32 %r5, [%rd6];
;   0x06ad: e8 00 00 00 00 48 8b 5c 24 78
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06b7: 4c 8d 8c 33 00 00 00 f0
; line 27: ld.global.u32 %r5, [%rd6];
;   0x06bf: e9 4e fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06c4: b8 01 00 00 00 be 00 00 00 80 49 8d 14 34 b9 04
;   0x06d4: 00 00 00 48 8b 74 24 48 49 89 c8
; line 31: st.shared.u32 [%r8], %r5;
;   0x06df: e9 c8 fd ff ff
; (no source location: register moves, constants, padding)
;   0x06e4: 48 8b 74 24 48
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x06e9: 48 8b 46 50 48 0f b6 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06f1: b8 a4 01 00 00 ba 02 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x06fb: 85 c9 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0703: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0708: e9 95 02 00 00
; (no source location: register moves, constants, padding)
;   0x070d: 48 8b 74 24 48
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0712: 4c 8b 4e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0716: b8 00 00 10 00 49 3b c1 4c 89 c9 48 0f 4c c8 b8
;   0x0726: a4 01 00 00 ba 01 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x072f: 48 85 c9 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0738: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x073d: e9 60 02 00 00
; (no source location: register moves, constants, padding)
;   0x0742: 48 8b 74 24 48
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0747: 48 8b 46 68 49 89 c8 49 f7 d8 f0 4c 0f c1 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0756: b8 a4 01 00 00 ba 06 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0760: 4c 3b c1 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0769: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x076e: e9 2f 02 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0773: 4c 2b c9 48 8b 74 24 48 4c 89 4e 48 4c 03 f1 e9
;   0x0783: 7a f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0787: b8 02 00 00 00 b9 00 00 00 80 48 03 d1 b9 04 00
;   0x0797: 00 00 49 81 c6 f8 ff ff ff 48 8b 74 24 48 49 89
;   0x07a7: c8
; line 41: ld.shared.u32 %r11, [%r10];
;   0x07a8: e9 ff fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07ad: b8 03 00 00 00 b9 00 00 00 80 48 03 d1 b9 04 00
;   0x07bd: 00 00 49 81 c6 f8 ff ff ff 48 8b 74 24 48 49 89
;   0x07cd: c8
; line 42: ld.shared.u32 %r5, [%r8];
;   0x07ce: e9 d9 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07d3: b8 04 00 00 00 b9 00 00 00 80 48 03 d1 b9 04 00
;   0x07e3: 00 00 49 81 c6 f8 ff ff ff 48 8b 74 24 48 49 89
;   0x07f3: c8
; line 44: st.shared.u32 [%r8], %r5;
;   0x07f4: e9 b3 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07f9: 4c 8d 84 81 00 00 00 f0 48 8b 74 24 70 48 81 c6
;   0x0809: fc ff ff ff
; line 55: st.global.u32 [%rd8], %r5;
;   0x080d: 4c 3b c6 0f 86 00 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0816: e9 5f 00 00 00
; (no source location: register moves, constants, padding)
;   0x081b: 48 8b 74 24 68
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0820: e9 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0825: 48 8b 74 24 68
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x082a: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x082f: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0832: e9 cb 00 00 00
; (no source location: register moves, constants, padding)
;   0x0837: 48 8b 74 24 68
; line 55: st.global.u32 [%rd8], %r5;
;   0x083c: 4e 0f b7 04 06
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0841: 46 8d 8c 89 00 00 00 f0 41 83 e1 07
; line 55: st.global.u32 [%rd8], %r5;
;   0x084d: c4 42 33 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0852: 41 83 e0 0f 41 83 f8 0f 41 0f 94 c0 48 f7 c2 03
;   0x0862: 00 00 00 40 0f 94 c6
; line 55: st.global.u32 [%rd8], %r5;
;   0x0869: 44 84 c6 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0872: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0875: e9 88 00 00 00
;   0x087a: 48 be 00 00 00 60 ff ff ff ff 4c 8d 3c 32 49 c7
;   0x088a: c0 fc ff ff ff 4c 03 87 90 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x0896: 4d 3b f8 0f 86 a3 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x089f: 4c 8d bc 81 00 00 00 80 48 c7 c0 fc ff ff ff 48
;   0x08af: 03 47 38
; line 55: st.global.u32 [%rd8], %r5;
;   0x08b2: 4c 3b f8 0f 86 c0 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08bb: 41 b8 04 00 00 00 48 8b 74 24 48 4c 89 c1
; line 55: st.global.u32 [%rd8], %r5;
;   0x08c9: e8 00 00 00 00 49 89 d0 4c 8b be 90 00 00 00 4d
;   0x08d9: 85 ff 0f 85 e9 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08e1: b8 05 00 00 00 b9 04 00 00 00 49 81 c6 fa ff ff
;   0x08f1: ff 48 8b 74 24 48 4c 89 c2 49 89 c8
; line 55: st.global.u32 [%rd8], %r5;
;   0x08fd: e9 aa fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0902: ba 04 00 00 00 48 8b 4c 24 50 4c 89 c6
; line 55: st.global.u32 [%rd8], %r5;
;   0x090f: e8 00 00 00 00 48 8b 5c 24 78
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0919: 4c 8d bc 33 00 00 00 f0
; line 55: st.global.u32 [%rd8], %r5;
;   0x0921: e9 a4 fb ff ff
; (no source location: register moves, constants, padding)
;   0x0926: 48 8b 74 24 48
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x092b: 48 8b 56 50 4c 0f b6 02
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0933: b8 aa 03 00 00 ba 02 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x093d: 45 85 c0 0f 85 5c 00 00 00
;   0x0946: 4c 8b 4e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x094a: b8 00 00 10 00 49 3b c1 4d 89 c8 4c 0f 4c c0 b8
;   0x095a: aa 03 00 00 ba 01 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x0963: 4d 85 c0 0f 8e 36 00 00 00
;   0x096c: 48 8b 46 68 4c 89 c3 48 f7 db f0 48 0f c1 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x097b: b8 aa 03 00 00 ba 06 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x0985: 49 3b d8 0f 8c 14 00 00 00
;   0x098e: 4d 2b c8 4c 89 4e 48 4d 03 f0 48 89 74 24 48 e9
;   0x099e: 2c f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09a2: 89 46 60 89 56 64 b8 04 00 00 00 e9 2a fb ff ff
; (no source location: register moves, constants, padding)
;   0x09b2: 00 00 00 00 00 00 ff ff ff ff ff ff ff 3f
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xc0, %rsp
  movq %rbx, 0x90(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x98(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0xa0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0xa8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xb0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq $0x0, <offset:1>+0x20(%rsp)
  movq $0x0, <offset:1>+0x30(%rsp)
  movq 0x48(%rdi), %r9
  movq %r9, <offset:1>+0x80(%rsp)
  movq 0x50(%rdi), %rax
  movq 0x58(%rdi), %rax
  movq (%rdi), %r10
  movq %r10, <offset:1>+0x78(%rsp)
  movq 8(%rdi), %r8
  movq %r8, <offset:1>+0x70(%rsp)
  movq 0x10(%rdi), %rbx
  movq %rbx, <offset:1>+0x68(%rsp)
  movq 0x30(%rdi), %r11
  movq 0x38(%rdi), %r13
  movq %r13, %r10
  movq 0x40(%rdi), %rax
  uninit  %r13
  xorl %r13d, %r13d
  movq %rdx, %rax
  andq (%rip), %rax
  movq %rdx, <offset:1>+0x40(%rsp)
  imulq $0x98, %rax, %rax
  leaq (%rsi, %rax), %rdx
  movq %rsi, <offset:1>+0x38(%rsp)
  movq %rdx, <offset:1>+0x60(%rsp)
  leaq <offset:1>+0x18(%rsp), %rcx
  movq %rcx, <offset:1>+0x58(%rsp)
  leaq <offset:1>+0x28(%rsp), %rcx
  movq %rcx, <offset:1>+0x50(%rsp)
  jmp     label1
block1:
  cmpq %rdx, %rsi
  movq %rdx, <offset:1>+0x60(%rsp)
  jz      label126; j label2
block2:
  movl 0x20(%rsi), %eax
  cmpl $0xffffffff, %eax
  jz      label3; j label4
block3:
  jmp     label125
block4:
  movq 0x40(%rsi), %rdx
  movq 8(%rsi), %r15
  movq %rsi, <offset:1>+0x48(%rsp)
  testl %eax, %eax
  jnz     label51; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  leaq -0x10(%rdx), %r14
  jmp     label6
block6:
  testq %r14, %r14
  jl      label44; j label7
block7:
  movq <offset:1>+0x80(%rsp), %r9
  movq 0x40(%r9), %rcx
  movq 0x58(%r9), %r9
  movq %r9, (%r15)
  movq <offset:1>+0x48(%rsp), %rsi
  movl 0x10(%rsi), %r12d
  movl %r12d, 8(%r15)
  movl 0x6c(%rdi), %eax
  movl %eax, 0x10(%r15)
  movl 0x60(%rdi), %edx
  movl %edx, 0x18(%r15)
  movslq %eax, %rax
  movslq %edx, %rdx
  imulq %rdx, %rax
  movq <offset:1>+0x18(%rsp), %r8
  movq <offset:1>+0x20(%rsp), %r9
  leal (%rax, %r12), %eax
  leaq (%rcx, %rax, 4), %rdx
  movq %rdx, %rsi
  subq %r8, %rsi
  cmpq %r9, %rsi
  jb      label9; j label8
block9:
  testq $0x3, %rdx
  jnz     label10; j label11
block11:
  movq <offset:1>+0x78(%rsp), %rbx
  leaq -0x10000000(%rbx, %rdx), %r9
  jmp     label40
block14:
  shrq $0x3, %r8
  movq <offset:1>+0x68(%rsp), %r9
  movzbq (%r9, %r8), %rsi
  cmpl $0xff, %esi
  jz      label16; j label15
block16:
  testq $0x3, %rdx
  jnz     label17; j label18
block24:
  movq 0x98(%rdi), %r8
  movq %r9, %rsi
  shrq $0x3, %rsi
  movzbq (%r8, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label26; j label25
block26:
  testq $0x3, %rdx
  jnz     label27; j label28
block28:
  movq <offset:1>+0x48(%rsp), %rsi
  addq (%rsi), %r9
  jmp     label40
block31:
  movq 0x40(%rdi), %rax
  movq %r9, %rcx
  shrq $0x3, %rcx
  movzbq (%rax, %rcx), %rax
  cmpl $0xff, %eax
  jz      label33; j label32
block33:
  testq $0x3, %rdx
  jnz     label34; j label35
block35:
  addq 0x30(%rdi), %r9
  jmp     label40
block37:
  jmp     label40
block40:
  movl (%r9), %eax
  shll $0x2, %r12d
  movl %r12d, 0x20(%r15)
  leaq -0x44(%r10), %rcx
  cmpq %rcx, %r12
  jbe     label42; j label41
block42:
  jmp     label43
block43:
  movl %eax, (%r11, %r12)
  movq <offset:1>+0x48(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movb $0x0, 0x30(%r15)
  movq %r14, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %r13d
  jmp     label125
block51:
  testl %eax, %eax
  jnz     label53; j label52
block52:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label124
block53:
  leal -1(%rax), %eax
  movl $0x2, %ecx
  cmpl %ecx, %eax
  cmovbl %eax, %ecx
  br_table %rcx, %rsi, %rax
block54:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label124
block55:
  movzbq 0x30(%r15), %rcx
  jmp     label56
block56:
  movl 0x28(%r15), %r12d
  leaq -2(%rdx), %rax
  shrl $1, %r12d
  jmp     label59
block57:
  movzbq 0x30(%r15), %rcx
  jmp     label58
block58:
  movl 0x18(%r15), %r12d
  leaq -1(%rdx), %rax
  shrl $1, %r12d
  jmp     label59
block59:
  leaq -2(%rax), %r14
  jmp     label60
block60:
  testq %r14, %r14
  jl      label113; j label61
block61:
  testl %r12d, %r12d
  jz      label75; j label62
block62:
  movl 8(%r15), %edx
  leaq -2(%r14), %rax
  cmpl %r12d, %edx
  jnb     label63; j label64
block63:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label74
block64:
  movl 0x20(%r15), %eax
  leal (%rax, %r12, 4), %edx
  leaq -0x44(%r10), %rax
  cmpq %rax, %rdx
  setbe %al
  testq $0x3, %rdx
  sete %sil
  testb %al, %sil
  jnz     label66; j label65
block66:
  jmp     label67
block67:
  movl (%r11, %rdx), %eax
  movl 0x20(%r15), %edx
  movl %edx, %edx
  leaq -0x44(%r10), %rsi
  cmpq %rsi, %rdx
  setbe %r8b
  testq $0x3, %rdx
  sete %sil
  testb %r8b, %sil
  jnz     label69; j label68
block69:
  jmp     label70
block70:
  movl (%r11, %rdx), %r8d
  movl 0x20(%r15), %edx
  movl %edx, %edx
  leaq -0x44(%r10), %rsi
  cmpq %rsi, %rdx
  setbe %r9b
  testq $0x3, %rdx
  sete %sil
  testb %r9b, %sil
  jnz     label72; j label71
block72:
  jmp     label73
block73:
  leal (%r8, %rax), %eax
  movl %eax, (%r11, %rdx)
  leaq -8(%r14), %rax
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label74
block74:
  movq <offset:1>+0x48(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movl %r12d, 0x28(%r15)
  movb %cl, 0x30(%r15)
  leaq -1(%rax), %rax
  movq %rax, 0x40(%rsi)
  movl $0x2, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %r13d
  jmp     label125
block75:
  movl 8(%r15), %r8d
  leaq -2(%r14), %rcx
  testl %r8d, %r8d
  jnz     label76; j label77
block76:
  jmp     label112
block77:
  movl (%r11), %r12d
  movl 0x10(%r15), %r9d
  movq (%r15), %rcx
  movq <offset:1>+0x28(%rsp), %r8
  movq <offset:1>+0x30(%rsp), %r15
  movl %r9d, %eax
  leaq (%rcx, %rax, 4), %rdx
  movq %rdx, %rsi
  subq %r8, %rsi
  cmpq %r15, %rsi
  jb      label79; j label78
block79:
  testq $0x3, %rdx
  jnz     label80; j label81
block81:
  movq <offset:1>+0x78(%rsp), %rbx
  leaq -0x10000000(%rbx, %rdx), %r15
  jmp     label111
block84:
  shrq $0x3, %r8
  movq <offset:1>+0x68(%rsp), %rsi
  movzbq (%rsi, %r8), %rsi
  cmpl $0xff, %esi
  jz      label86; j label85
block86:
  testq $0x3, %rdx
  jnz     label87; j label88
block94:
  movq 0x98(%rdi), %r8
  movq %r15, %rsi
  shrq $0x3, %rsi
  movzbq (%r8, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label96; j label95
block96:
  testq $0x3, %rdx
  jnz     label97; j label98
block98:
  movq <offset:1>+0x48(%rsp), %rsi
  addq (%rsi), %r15
  jmp     label111
block101:
  movq 0x40(%rdi), %rax
  movq %r15, %rcx
  shrq $0x3, %rcx
  movzbq (%rax, %rcx), %rax
  cmpl $0xff, %eax
  jz      label103; j label102
block103:
  testq $0x3, %rdx
  jnz     label104; j label105
block105:
  addq 0x30(%rdi), %r15
  jmp     label111
block107:
  jmp     label111
block109:
  movq <offset:1>+0x48(%rsp), %rsi
  movl %eax, 0x24(%rsi)
  movq %rdx, 0x28(%rsi)
  movq %rcx, 0x30(%rsi)
  movq %r8, 0x38(%rsi)
  movl $0x2, %eax
  jmp     label121
block111:
  movl %r12d, (%r15)
  leaq -6(%r14), %rcx
  jmp     label112
block112:
  uninit  %rax
  xorl %eax, %eax
  leaq -1(%rcx), %r14
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label121
block121:
  movq %r14, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label123; j label122
block122:
  movq 0x90(%rsp), %rbx
  movq 0x98(%rsp), %r12
  movq 0xa0(%rsp), %r13
  movq 0xa8(%rsp), %r14
  movq 0xb0(%rsp), %r15
  addq $0xc0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block123:
  movl $0xffffffff, 0x20(%rsi)
  jmp     label125
block124:
  movb $0x0, 0x8d(%rsi)
  jmp     label125
block125:
  leaq 0x98(%rsi), %rsi
  movq <offset:1>+0x60(%rsp), %rdx
  jmp     label1
block126:
  movq <offset:1>+0x40(%rsp), %rdx
  btq $0x3e, %rdx
  setb %al
  testb %r13b, %al
  jnz     label128; j label127
block127:
  uninit  %rax
  xorl %eax, %eax
  movq 0x90(%rsp), %rbx
  movq 0x98(%rsp), %r12
  movq 0xa0(%rsp), %r13
  movq 0xa8(%rsp), %r14
  movq 0xb0(%rsp), %r15
  addq $0xc0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block128:
  uninit  %r13
  xorl %r13d, %r13d
  movq %rdx, <offset:1>+0x40(%rsp)
  movq <offset:1>+0x38(%rsp), %rsi
  movq <offset:1>+0x60(%rsp), %rdx
  jmp     label1
block8:
  jmp     label12
block10:
  jmp     label12
block12:
  leaq -0x10000000(%rcx, %rax, 4), %r8
  movq <offset:1>+0x70(%rsp), %r9
  leaq -4(%r9), %rsi
  cmpq %rsi, %r8
  jbe     label14; j label13
block13:
  jmp     label22
block15:
  movq <offset:1>+0x68(%rsp), %rsi
  jmp     label19
block17:
  movq <offset:1>+0x68(%rsp), %rsi
  jmp     label19
block18:
  movq %rdx, %r8
  jmp     label39
block19:
  movzwq (%rsi, %r8), %r8
  leal -0x10000000(%rcx, %rax, 4), %r9d
  andl $0x7, %r9d
  shrxl %r9d, %r8d, %r8d
  andl $0xf, %r8d
  cmpl $0xf, %r8d
  sete %r8b
  testq $0x3, %rdx
  sete %sil
  testb %r8b, %sil
  jnz     label20; j label21
block20:
  movq %rdx, %r8
  jmp     label39
block21:
  jmp     label22
block22:
  movabsq $0xffffffff60000000, %rsi
  leaq (%rdx, %rsi), %r9
  movq $0xfffffffffffffffc, %r8
  addq 0x90(%rdi), %r8
  cmpq %r8, %r9
  jbe     label24; j label23
block23:
  jmp     label29
block25:
  jmp     label29
block27:
  jmp     label29
block29:
  leaq -0x80000000(%rcx, %rax, 4), %r9
  movq $0xfffffffffffffffc, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %r9
  jbe     label31; j label30
block30:
  jmp     label36
block32:
  jmp     label36
block34:
  jmp     label36
block36:
  movl $0x4, %r8d
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %r9
  testq %r9, %r9
  jnz     label37; j label38
block38:
  uninit  %rax
  xorl %eax, %eax
  movl $0x4, %ecx
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r8, %rdx
  movq %rcx, %r8
  jmp     label109
block39:
  movl $0x4, %edx
  movq <offset:1>+0x58(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq <offset:1>+0x78(%rsp), %rbx
  leaq -0x10000000(%rbx, %rsi), %r9
  jmp     label40
block41:
  movl $0x1, %eax
  movl $0x80000000, %esi
  leaq (%r12, %rsi), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r8
  jmp     label109
block44:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x50(%rsi), %rax
  movzbq (%rax), %rcx
  movl $0x1a4, %eax
  movl $0x2, %edx
  testl %ecx, %ecx
  jnz     label45; j label46
block45:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label120
block46:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x48(%rsi), %r9
  movl $0x100000, %eax
  cmpq %r9, %rax
  movq %r9, %rcx
  cmovlq %rax, %rcx
  movl $0x1a4, %eax
  movl $0x1, %edx
  testq %rcx, %rcx
  jnle    label48; j label47
block47:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label120
block48:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x68(%rsi), %rax
  movq %rcx, %r8
  negq %r8
  lock xaddq %r8, (%rax)
  movl $0x1a4, %eax
  movl $0x6, %edx
  cmpq %rcx, %r8
  jl      label49; j label50
block49:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label120
block50:
  subq %rcx, %r9
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r9, 0x48(%rsi)
  leaq (%r14, %rcx), %r14
  jmp     label6
block65:
  movl $0x2, %eax
  movl $0x80000000, %ecx
  leaq (%rdx, %rcx), %rdx
  movl $0x4, %ecx
  leaq -8(%r14), %r14
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r8
  jmp     label109
block68:
  movl $0x3, %eax
  movl $0x80000000, %ecx
  leaq (%rdx, %rcx), %rdx
  movl $0x4, %ecx
  leaq -8(%r14), %r14
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r8
  jmp     label109
block71:
  movl $0x4, %eax
  movl $0x80000000, %ecx
  leaq (%rdx, %rcx), %rdx
  movl $0x4, %ecx
  leaq -8(%r14), %r14
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r8
  jmp     label109
block78:
  jmp     label82
block80:
  jmp     label82
block82:
  leaq -0x10000000(%rcx, %rax, 4), %r8
  movq <offset:1>+0x70(%rsp), %rsi
  leaq -4(%rsi), %rsi
  cmpq %rsi, %r8
  jbe     label84; j label83
block83:
  jmp     label92
block85:
  movq <offset:1>+0x68(%rsp), %rsi
  jmp     label89
block87:
  movq <offset:1>+0x68(%rsp), %rsi
  jmp     label89
block88:
  movq %rdx, %r8
  jmp     label110
block89:
  movq <offset:1>+0x68(%rsp), %rsi
  movzwq (%rsi, %r8), %r8
  leal -0x10000000(%rcx, %r9, 4), %r9d
  andl $0x7, %r9d
  shrxl %r9d, %r8d, %r8d
  andl $0xf, %r8d
  cmpl $0xf, %r8d
  sete %r8b
  testq $0x3, %rdx
  sete %sil
  testb %r8b, %sil
  jnz     label90; j label91
block90:
  movq %rdx, %r8
  jmp     label110
block91:
  jmp     label92
block92:
  movabsq $0xffffffff60000000, %rsi
  leaq (%rdx, %rsi), %r15
  movq $0xfffffffffffffffc, %r8
  addq 0x90(%rdi), %r8
  cmpq %r8, %r15
  jbe     label94; j label93
block93:
  jmp     label99
block95:
  jmp     label99
block97:
  jmp     label99
block99:
  leaq -0x80000000(%rcx, %rax, 4), %r15
  movq $0xfffffffffffffffc, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %r15
  jbe     label101; j label100
block100:
  jmp     label106
block102:
  jmp     label106
block104:
  jmp     label106
block106:
  movl $0x4, %r8d
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %r15
  testq %r15, %r15
  jnz     label107; j label108
block108:
  movl $0x5, %eax
  movl $0x4, %ecx
  leaq -6(%r14), %r14
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r8, %rdx
  movq %rcx, %r8
  jmp     label109
block110:
  movl $0x4, %edx
  movq <offset:1>+0x50(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq <offset:1>+0x78(%rsp), %rbx
  leaq -0x10000000(%rbx, %rsi), %r15
  jmp     label111
block113:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x50(%rsi), %rdx
  movzbq (%rdx), %r8
  movl $0x3aa, %eax
  movl $0x2, %edx
  testl %r8d, %r8d
  jnz     label114; j label115
block114:
  jmp     label120
block115:
  movq 0x48(%rsi), %r9
  movl $0x100000, %eax
  cmpq %r9, %rax
  movq %r9, %r8
  cmovlq %rax, %r8
  movl $0x3aa, %eax
  movl $0x1, %edx
  testq %r8, %r8
  jnle    label117; j label116
block116:
  jmp     label120
block117:
  movq 0x68(%rsi), %rax
  movq %r8, %rbx
  negq %rbx
  lock xaddq %rbx, (%rax)
  movl $0x3aa, %eax
  movl $0x6, %edx
  cmpq %r8, %rbx
  jl      label118; j label119
block118:
  jmp     label120
block119:
  subq %r8, %r9
  movq %r9, 0x48(%rsi)
  leaq (%r14, %r8), %r14
  movq %rsi, <offset:1>+0x48(%rsp)
  jmp     label60
block120:
  movl %eax, 0x60(%rsi)
  movl %edx, 0x64(%rsi)
  movl $0x4, %eax
  jmp     label121
; 2496 bytes

