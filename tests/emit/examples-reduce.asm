; kernel block_sum
; kernel block_sum (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec d0 00 00 00 48 89 9c 24 a0
;   0x0010: 00 00 00 4c 89 a4 24 a8 00 00 00 4c 89 ac 24 b0
;   0x0020: 00 00 00 4c 89 b4 24 b8 00 00 00 4c 89 bc 24 c0
;   0x0030: 00 00 00
;   0x0033: 48 c7 44 24 20 00 00 00 00 48 c7 44 24 30 00 00
;   0x0043: 00 00 33 c0 48 89 44 24 58 48 89 d0 48 23 05 aa
;   0x0053: 09 00 00 48 89 54 24 40 48 69 c0 98 00 00 00 4c
;   0x0063: 8d 04 06 48 89 74 24 38 4c 89 84 24 90 00 00 00
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0073: 48 8d 4c 24 18 48 89 8c 24 88 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x0080: 48 8d 4c 24 28 48 89 8c 24 80 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x008d: 49 3b f0 4c 89 84 24 90 00 00 00 0f 84 e1 04 00
;   0x009d: 00
;   0x009e: 8b 56 20 83 fa ff 0f 84 c1 04 00 00
;   0x00aa: 48 8b 47 48 4c 8b 47 50 4c 8b 47 58 4c 8b 2f 4c
;   0x00ba: 89 6c 24 78 48 8b 4f 08 48 89 4c 24 70 4c 8b 47
;   0x00ca: 10 4c 89 44 24 68 4c 8b 6f 30 4c 89 6c 24 60 4c
;   0x00da: 8b 77 38 4d 89 f4 4c 8b 47 40 4c 8b 46 40 4c 8b
;   0x00ea: 56 08 48 89 74 24 48 85 d2 0f 85 83 01 00 00
;   0x00f9: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x0109: 00 4d 8d 48 f0
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x010e: 4d 85 c9 0f 8c 09 06 00 00
;   0x0117: 4c 8b 78 40
; line 18: ld.param.u64 %rd2, [block_sum_param_1];
;   0x011b: 4c 8b 58 58
; line 20: cvta.to.global.u64 %rd4, %rd2;
;   0x011f: 4d 89 1a 48 8b 74 24 48
; line 21: mov.u32 %r1, %tid.x;
;   0x0127: 8b 5e 10 41 89 5a 08
; line 22: mov.u32 %r2, %ctaid.x;
;   0x012e: 8b 47 6c 41 89 42 10
; line 23: mov.u32 %r3, %ntid.x;
;   0x0135: 8b 4f 60 41 89 4a 18
; line 24: mad.lo.s32 %r4, %r2, %r3, %r1;
;   0x013c: 48 63 c0 48 63 c9 48 0f af c1
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0146: 48 8b 4c 24 18 4c 8b 44 24 20
; line 24: mad.lo.s32 %r4, %r2, %r3, %r1;
;   0x0150: 03 c3
; line 26: add.s64 %rd6, %rd3, %rd5;
;   0x0152: 49 8d 14 87 48 89 d6
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0159: 48 2b f1 49 3b f0 0f 83 91 04 00 00
;   0x0165: 48 f7 c2 03 00 00 00 0f 85 84 04 00 00
; (no source location: register moves, constants, padding)
;   0x0172: 4c 8b 6c 24 78
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0177: 49 8d 8c 15 00 00 00 f0 e9 91 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0184: 48 c1 e9 03 4c 8b 5c 24 68
; line 27: ld.global.u32 %r5, [%rd6];
;   0x018d: 49 0f b6 34 0b 81 fe ff 00 00 00 0f 85 82 04 00
;   0x019d: 00
;   0x019e: 48 f7 c2 03 00 00 00 0f 85 75 04 00 00 e9 68 04
;   0x01ae: 00 00
;   0x01b0: 4c 8b 87 98 00 00 00 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01ba: 48 c1 ee 03
; line 27: ld.global.u32 %r5, [%rd6];
;   0x01be: 49 0f b6 34 30 81 fe ff 00 00 00 0f 85 b0 04 00
;   0x01ce: 00
;   0x01cf: 48 f7 c2 03 00 00 00 0f 85 a3 04 00 00
; (no source location: register moves, constants, padding)
;   0x01dc: 48 8b 74 24 48
; line 27: ld.global.u32 %r5, [%rd6];
;   0x01e1: 48 03 0e e9 2c 00 00 00
;   0x01e9: 48 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01f0: 48 c1 ee 03
; line 27: ld.global.u32 %r5, [%rd6];
;   0x01f4: 48 0f b6 04 30 3d ff 00 00 00 0f 85 97 04 00 00
;   0x0204: 48 f7 c2 03 00 00 00 0f 85 8a 04 00 00
;   0x0211: 48 03 4f 30
;   0x0215: 8b 11
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0217: c1 e3 02
; line 30: add.s32 %r8, %r7, %r6;
;   0x021a: 41 89 5a 20 4c 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0221: 48 8d 71 bc
; line 31: st.shared.u32 [%r8], %r5;
;   0x0225: 48 3b de 41 0f 96 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x022c: 48 f7 c3 03 00 00 00 40 0f 94 c6
; line 31: st.shared.u32 [%r8], %r5;
;   0x0237: 44 84 c6 0f 84 bf 04 00 00
; (no source location: register moves, constants, padding)
;   0x0240: 4c 8b 74 24 60
; line 31: st.shared.u32 [%r8], %r5;
;   0x0245: 41 89 14 1e 48 8b 74 24 48
; line 32: bar.sync 0;
;   0x024e: 48 c7 46 78 00 00 00 00 41 c6 42 30 00 4c 89 4e
;   0x025e: 40 c7 46 20 01 00 00 00 c6 86 8d 00 00 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x026d: bb 01 00 00 00 48 89 5c 24 58
; line 32: bar.sync 0;
;   0x0277: e9 ef 02 00 00
; (no source location: register moves, constants, padding)
;   0x027c: 4c 8b 74 24 60
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0281: 85 d2 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0289: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x028e: e9 d1 02 00 00
;   0x0293: 8d 42 ff b9 02 00 00 00 3b c1 0f 42 c8 48 8d 15
;   0x02a3: 09 00 00 00 48 63 04 8a 48 03 d0 ff e2 30 00 00
;   0x02b3: 00 16 00 00 00 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x02bc: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02c1: e9 9e 02 00 00
;   0x02c6: 4d 0f b6 5a 30 4c 89 5c 24 50
; line 47: shr.u32 %r9, %r9, 1;
;   0x02d0: 45 8b 7a 28
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02d4: 49 8d 40 fe 41 d1 ef
; line 48: bra.uni $L__loop;
;   0x02db: e9 15 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02e0: 4d 0f b6 5a 30 4c 89 5c 24 50
; line 33: shr.u32 %r9, %r3, 1;
;   0x02ea: 45 8b 7a 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02ee: 49 8d 40 ff 41 d1 ef
;   0x02f5: 4c 8d 48 fe
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x02f9: 4d 85 c9 0f 8c 50 06 00 00
; line 36: @%p1 bra $L__done;
;   0x0302: 45 85 ff 0f 84 e7 00 00 00
; line 37: setp.ge.u32 %p2, %r1, %r9;
;   0x030b: 41 8b 4a 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x030f: 49 8d 41 fe
; line 38: @%p2 bra $L__skip;
;   0x0313: 41 3b cf 0f 82 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x031c: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0321: e9 83 00 00 00
; line 40: add.s32 %r10, %r8, %r10;
;   0x0326: 41 8b 42 20 42 8d 14 b8 4c 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0331: 48 8d 41 bc
; line 41: ld.shared.u32 %r11, [%r10];
;   0x0335: 48 3b d0 0f 96 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x033b: 48 f7 c2 03 00 00 00 40 0f 94 c6
; line 41: ld.shared.u32 %r11, [%r10];
;   0x0346: 40 84 ce 0f 84 81 04 00 00
;   0x034f: 41 8b 0c 16
; line 42: ld.shared.u32 %r5, [%r8];
;   0x0353: 41 8b 52 20 8b d2 48 3b d0 41 0f 96 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0360: 48 f7 c2 03 00 00 00 40 0f 94 c6
; line 42: ld.shared.u32 %r5, [%r8];
;   0x036b: 44 84 c6 0f 84 82 04 00 00
;   0x0374: 45 8b 04 16
; line 44: st.shared.u32 [%r8], %r5;
;   0x0378: 41 8b 52 20 8b d2 48 3b d0 0f 96 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0384: 48 f7 c2 03 00 00 00 40 0f 94 c6
; line 44: st.shared.u32 [%r8], %r5;
;   0x038f: 40 84 c6 0f 84 84 04 00 00
; line 43: add.s32 %r5, %r5, %r11;
;   0x0398: 41 8d 04 08
; line 44: st.shared.u32 [%r8], %r5;
;   0x039c: 41 89 04 16
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03a0: 49 8d 41 f8 48 8b 74 24 48
; (no source location: register moves, constants, padding)
;   0x03a9: 48 8b 74 24 48
; line 46: bar.sync 0;
;   0x03ae: 48 c7 46 78 00 00 00 00 45 89 7a 28 48 8b 4c 24
;   0x03be: 50 41 88 4a 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03c3: 48 8d 70 ff 48 8b 44 24 48
; line 46: bar.sync 0;
;   0x03cc: 48 89 70 40 48 8b 74 24 48 c7 46 20 02 00 00 00
;   0x03dc: c6 86 8d 00 00 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03e3: bb 01 00 00 00 48 89 5c 24 58
; line 46: bar.sync 0;
;   0x03ed: e9 79 01 00 00
; line 50: setp.ne.s32 %p1, %r1, 0;
;   0x03f2: 45 8b 42 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03f6: 49 8d 49 fe
; line 51: @%p1 bra $L__end;
;   0x03fa: 45 85 c0 0f 85 04 01 00 00
; line 52: ld.shared.u32 %r5, [buf];
;   0x0403: 45 8b 2e
; line 53: mul.wide.u32 %rd7, %r2, 4;
;   0x0406: 45 8b 62 10
; line 54: add.s64 %rd8, %rd4, %rd7;
;   0x040a: 4d 8b 12
; line 55: st.global.u32 [%rd8], %r5;
;   0x040d: 48 8b 4c 24 28 4c 8b 44 24 30
; line 53: mul.wide.u32 %rd7, %r2, 4;
;   0x0417: 41 8b c4
; line 54: add.s64 %rd8, %rd4, %rd7;
;   0x041a: 49 8d 14 82 49 89 d3
; line 55: st.global.u32 [%rd8], %r5;
;   0x0421: 4c 2b d9 4d 3b d8 0f 83 15 04 00 00
;   0x042d: 48 f7 c2 03 00 00 00 0f 85 08 04 00 00
; (no source location: register moves, constants, padding)
;   0x043a: 48 8b 44 24 78
; line 55: st.global.u32 [%rd8], %r5;
;   0x043f: 48 8d 8c 10 00 00 00 f0 e9 b4 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x044c: 48 c1 e9 03 4c 8b 5c 24 68
; line 55: st.global.u32 [%rd8], %r5;
;   0x0455: 49 0f b6 34 0b 81 fe ff 00 00 00 0f 85 03 04 00
;   0x0465: 00
;   0x0466: 48 f7 c2 03 00 00 00 0f 85 f6 03 00 00 e9 e9 03
;   0x0476: 00 00
;   0x0478: 4c 8b 87 98 00 00 00 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0482: 48 c1 ee 03
; line 55: st.global.u32 [%rd8], %r5;
;   0x0486: 49 0f b6 34 30 81 fe ff 00 00 00 0f 85 31 04 00
;   0x0496: 00
;   0x0497: 48 f7 c2 03 00 00 00 0f 85 24 04 00 00
; (no source location: register moves, constants, padding)
;   0x04a4: 48 8b 74 24 48
; line 55: st.global.u32 [%rd8], %r5;
;   0x04a9: 48 03 0e e9 4f 00 00 00
;   0x04b1: 48 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04b8: 48 c1 ee 03
; line 55: st.global.u32 [%rd8], %r5;
;   0x04bc: 48 0f b6 04 30 3d ff 00 00 00 0f 85 18 04 00 00
;   0x04cc: 48 f7 c2 03 00 00 00 0f 85 0b 04 00 00
;   0x04d9: 48 03 4f 30 e9 1e 00 00 00
; (no source location: register moves, constants, padding)
;   0x04e2: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04e7: 89 46 24 48 89 56 28 48 89 4e 30 4c 89 46 38 b8
;   0x04f7: 02 00 00 00 e9 12 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x0500: 44 89 29
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0503: 49 8d 49 fa
;   0x0507: 33 c0 4c 8d 49 ff 48 8b 74 24 48
;   0x0512: 4c 89 4e 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x0522: 00 00
;   0x0524: 48 8b 9c 24 a0 00 00 00 4c 8b a4 24 a8 00 00 00
;   0x0534: 4c 8b ac 24 b0 00 00 00 4c 8b b4 24 b8 00 00 00
;   0x0544: 4c 8b bc 24 c0 00 00 00 48 81 c4 d0 00 00 00 48
;   0x0554: 89 ec 5d c3
;   0x0558: c7 46 20 ff ff ff ff e9 07 00 00 00
;   0x0564: c6 86 8d 00 00 00 00
;   0x056b: 48 81 c6 98 00 00 00 4c 8b 84 24 90 00 00 00 e9
;   0x057b: 0e fb ff ff
; (no source location: register moves, constants, padding)
;   0x057f: 48 8b 54 24 40 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0587: 48 c1 e8 3e 24 01 48 8b 5c 24 58 84 d8 0f 85 36
;   0x0597: 00 00 00
;   0x059a: 33 c0 48 8b 9c 24 a0 00 00 00 4c 8b a4 24 a8 00
;   0x05aa: 00 00 4c 8b ac 24 b0 00 00 00 4c 8b b4 24 b8 00
;   0x05ba: 00 00 4c 8b bc 24 c0 00 00 00 48 81 c4 d0 00 00
;   0x05ca: 00 48 89 ec 5d c3
;   0x05d0: 48 89 d8 48 89 5c 24 58 33 d8 48 89 5c 24 58 48
;   0x05e0: 8b 74 24 38 4c 8b 84 24 90 00 00 00 48 89 54 24
;   0x05f0: 40 e9 97 fa ff ff
;   0x05f6: 49 8d 8c 87 00 00 00 f0 48 8b 74 24 70 48 81 c6
;   0x0606: fc ff ff ff
; line 27: ld.global.u32 %r5, [%rd6];
;   0x060a: 48 3b ce 0f 86 71 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0613: e9 43 00 00 00
; (no source location: register moves, constants, padding)
;   0x0618: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x061b: e9 b8 00 00 00
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0620: 49 0f b7 0c 0b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0625: 45 8d 84 87 00 00 00 f0 41 83 e0 07
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0631: c4 e2 3b f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0636: 83 e1 0f 83 f9 0f 0f 94 c1 48 f7 c2 03 00 00 00
;   0x0646: 40 0f 94 c6
; line 27: ld.global.u32 %r5, [%rd6];
;   0x064a: 40 84 ce 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0653: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0656: e9 7d 00 00 00
;   0x065b: 48 b9 00 00 00 60 ff ff ff ff 48 03 ca 49 c7 c0
;   0x066b: fc ff ff ff 4c 03 87 90 00 00 00
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0676: 49 3b c8 0f 86 31 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x067f: 49 8d 8c 87 00 00 00 80 48 c7 c0 fc ff ff ff 48
;   0x068f: 03 47 38
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0692: 48 3b c8 0f 86 4e fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x069b: 41 b8 04 00 00 00 48 8b 74 24 48 4c 89 c1
; line 27: ld.global.u32 %r5, [%rd6];
;   0x06a9: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x06b9: 85 c9 0f 85 54 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06c1: 33 c0 b9 04 00 00 00 48 8b 74 24 48 4c 89 c2 49
;   0x06d1: 89 c8
; line 27: ld.global.u32 %r5, [%rd6];
;   0x06d3: e9 0a fe ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06d8: ba 04 00 00 00 48 8b 8c 24 88 00 00 00 4c 89 c6
; line 27: ld.global.u32 %r5, [%rd6];
;   0x06e8: e8 00 00 00 00 4c 8b 6c 24 78
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06f2: 49 8d 8c 35 00 00 00 f0
; line 27: ld.global.u32 %r5, [%rd6];
;   0x06fa: e9 16 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06ff: b8 01 00 00 00 41 b8 00 00 00 80 4a 8d 14 03 b9
;   0x070f: 04 00 00 00 48 8b 74 24 48 49 89 c8
; line 31: st.shared.u32 [%r8], %r5;
;   0x071b: e9 c2 fd ff ff
; (no source location: register moves, constants, padding)
;   0x0720: 48 8b 74 24 48 4c 8b 74 24 60
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x072a: 48 8b 4e 50 48 0f b6 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0732: ba a4 01 00 00 41 b8 02 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x073d: 85 c9 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0745: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x074a: e9 9b 02 00 00
; (no source location: register moves, constants, padding)
;   0x074f: 48 8b 74 24 48
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0754: 4c 8b 7e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0758: b9 00 00 10 00 49 3b cf 4c 89 fb 48 0f 4c d9 ba
;   0x0768: a4 01 00 00 41 b8 01 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0772: 48 85 db 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x077b: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0780: e9 65 02 00 00
; (no source location: register moves, constants, padding)
;   0x0785: 48 8b 74 24 48
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x078a: 48 8b 56 68 48 89 d9 48 f7 d9 f0 48 0f c1 0a
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0799: ba a4 01 00 00 41 b8 06 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x07a4: 48 3b cb 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x07ad: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07b2: e9 33 02 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x07b7: 4c 2b fb 48 8b 74 24 48 4c 89 7e 48 4c 03 cb 4c
;   0x07c7: 89 74 24 60 e9 3e f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07d0: b8 02 00 00 00 b9 00 00 00 80 48 03 d1 b9 04 00
;   0x07e0: 00 00 49 81 c1 f8 ff ff ff 48 8b 74 24 48 49 89
;   0x07f0: c8
; line 41: ld.shared.u32 %r11, [%r10];
;   0x07f1: e9 ec fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07f6: b8 03 00 00 00 b9 00 00 00 80 48 03 d1 b9 04 00
;   0x0806: 00 00 49 81 c1 f8 ff ff ff 48 8b 74 24 48 49 89
;   0x0816: c8
; line 42: ld.shared.u32 %r5, [%r8];
;   0x0817: e9 c6 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x081c: b8 04 00 00 00 b9 00 00 00 80 48 03 d1 b9 04 00
;   0x082c: 00 00 49 81 c1 f8 ff ff ff 48 8b 74 24 48 49 89
;   0x083c: c8
; line 44: st.shared.u32 [%r8], %r5;
;   0x083d: e9 a0 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0842: 49 8d 8c 82 00 00 00 f0 48 8b 5c 24 70 48 8d 73
;   0x0852: fc
; line 55: st.global.u32 [%rd8], %r5;
;   0x0853: 48 3b ce 0f 86 f0 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x085c: e9 43 00 00 00
; (no source location: register moves, constants, padding)
;   0x0861: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0864: e9 c2 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x0869: 49 0f b7 0c 0b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x086e: 47 8d 84 a2 00 00 00 f0 41 83 e0 07
; line 55: st.global.u32 [%rd8], %r5;
;   0x087a: c4 e2 3b f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x087f: 83 e1 0f 83 f9 0f 0f 94 c1 48 f7 c2 03 00 00 00
;   0x088f: 40 0f 94 c6
; line 55: st.global.u32 [%rd8], %r5;
;   0x0893: 40 84 ce 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x089c: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x089f: e9 87 00 00 00
;   0x08a4: 48 b9 00 00 00 60 ff ff ff ff 48 03 ca 49 c7 c0
;   0x08b4: fc ff ff ff 4c 03 87 90 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x08bf: 49 3b c8 0f 86 b0 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08c8: 49 8d 8c 82 00 00 00 80 48 c7 c0 fc ff ff ff 48
;   0x08d8: 03 47 38
; line 55: st.global.u32 [%rd8], %r5;
;   0x08db: 48 3b c8 0f 86 cd fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08e4: 41 b8 04 00 00 00 48 8b 74 24 48 4c 89 c1
; line 55: st.global.u32 [%rd8], %r5;
;   0x08f2: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x0902: 85 c9 0f 85 f6 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x090a: b8 05 00 00 00 b9 04 00 00 00 49 81 c1 fa ff ff
;   0x091a: ff 48 8b 74 24 48 4c 89 c2 49 89 c8
; line 55: st.global.u32 [%rd8], %r5;
;   0x0926: e9 b7 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x092b: ba 04 00 00 00 48 8b 8c 24 80 00 00 00 4c 89 c6
; line 55: st.global.u32 [%rd8], %r5;
;   0x093b: e8 00 00 00 00 48 8b 44 24 78
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0945: 48 8d 8c 30 00 00 00 f0
; line 55: st.global.u32 [%rd8], %r5;
;   0x094d: e9 ae fb ff ff
; (no source location: register moves, constants, padding)
;   0x0952: 4c 89 e1 48 8b 5c 24 70 48 8b 74 24 48 4c 8b 5c
;   0x0962: 24 68
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x0964: 4c 8b 46 50 49 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x096c: ba aa 03 00 00 41 b8 02 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x0977: 85 c0 0f 85 6b 00 00 00
;   0x097f: 48 8b 46 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0983: ba 00 00 10 00 48 3b d0 49 89 c4 4c 0f 4c e2 ba
;   0x0993: aa 03 00 00 41 b8 01 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x099d: 4d 85 e4 0f 8e 44 00 00 00
;   0x09a6: 48 8b 56 68 4d 89 e5 49 f7 dd f0 4c 0f c1 2a
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09b5: ba aa 03 00 00 41 b8 06 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x09c0: 4d 3b ec 0f 8c 21 00 00 00
;   0x09c9: 49 2b c4 48 89 46 48 4d 03 cc 49 89 cc 48 89 74
;   0x09d9: 24 48 4c 89 5c 24 68 48 89 5c 24 70 e9 0f f9 ff
;   0x09e9: ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09ea: 89 56 60 44 89 46 64 b8 04 00 00 00 e9 17 fb ff
;   0x09fa: ff
; (no source location: register moves, constants, padding)
;   0x09fb: 00 00 00 00 00 ff ff ff ff ff ff ff 3f
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xd0, %rsp
  movq %rbx, 0xa0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0xa8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0xb0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0xb8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xc0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq $0x0, <offset:1>+0x20(%rsp)
  movq $0x0, <offset:1>+0x30(%rsp)
  uninit  %rax
  xorl %eax, %eax
  movq %rax, <offset:1>+0x58(%rsp)
  movq %rdx, %rax
  andq (%rip), %rax
  movq %rdx, <offset:1>+0x40(%rsp)
  imulq $0x98, %rax, %rax
  leaq (%rsi, %rax), %r8
  movq %rsi, <offset:1>+0x38(%rsp)
  movq %r8, <offset:1>+0x90(%rsp)
  leaq <offset:1>+0x18(%rsp), %rcx
  movq %rcx, <offset:1>+0x88(%rsp)
  leaq <offset:1>+0x28(%rsp), %rcx
  movq %rcx, <offset:1>+0x80(%rsp)
  jmp     label1
block1:
  cmpq %r8, %rsi
  movq %r8, <offset:1>+0x90(%rsp)
  jz      label126; j label2
block2:
  movl 0x20(%rsi), %edx
  cmpl $0xffffffff, %edx
  jz      label3; j label4
block3:
  jmp     label125
block4:
  movq 0x48(%rdi), %rax
  movq 0x50(%rdi), %r8
  movq 0x58(%rdi), %r8
  movq (%rdi), %r13
  movq %r13, <offset:1>+0x78(%rsp)
  movq 8(%rdi), %rcx
  movq %rcx, <offset:1>+0x70(%rsp)
  movq 0x10(%rdi), %r8
  movq %r8, <offset:1>+0x68(%rsp)
  movq 0x30(%rdi), %r13
  movq %r13, <offset:1>+0x60(%rsp)
  movq 0x38(%rdi), %r14
  movq %r14, %r12
  movq 0x40(%rdi), %r8
  movq 0x40(%rsi), %r8
  movq 8(%rsi), %r10
  movq %rsi, <offset:1>+0x48(%rsp)
  testl %edx, %edx
  jnz     label51; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  leaq -0x10(%r8), %r9
  jmp     label6
block6:
  testq %r9, %r9
  jl      label44; j label7
block7:
  movq 0x40(%rax), %r15
  movq 0x58(%rax), %r11
  movq %r11, (%r10)
  movq <offset:1>+0x48(%rsp), %rsi
  movl 0x10(%rsi), %ebx
  movl %ebx, 8(%r10)
  movl 0x6c(%rdi), %eax
  movl %eax, 0x10(%r10)
  movl 0x60(%rdi), %ecx
  movl %ecx, 0x18(%r10)
  movslq %eax, %rax
  movslq %ecx, %rcx
  imulq %rcx, %rax
  movq <offset:1>+0x18(%rsp), %rcx
  movq <offset:1>+0x20(%rsp), %r8
  leal (%rax, %rbx), %eax
  leaq (%r15, %rax, 4), %rdx
  movq %rdx, %rsi
  subq %rcx, %rsi
  cmpq %r8, %rsi
  jb      label9; j label8
block9:
  testq $0x3, %rdx
  jnz     label10; j label11
block11:
  movq <offset:1>+0x78(%rsp), %r13
  leaq -0x10000000(%r13, %rdx), %rcx
  jmp     label40
block14:
  shrq $0x3, %rcx
  movq <offset:1>+0x68(%rsp), %r11
  movzbq (%r11, %rcx), %rsi
  cmpl $0xff, %esi
  jz      label16; j label15
block16:
  testq $0x3, %rdx
  jnz     label17; j label18
block24:
  movq 0x98(%rdi), %r8
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%r8, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label26; j label25
block26:
  testq $0x3, %rdx
  jnz     label27; j label28
block28:
  movq <offset:1>+0x48(%rsp), %rsi
  addq (%rsi), %rcx
  jmp     label40
block31:
  movq 0x40(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label33; j label32
block33:
  testq $0x3, %rdx
  jnz     label34; j label35
block35:
  addq 0x30(%rdi), %rcx
  jmp     label40
block37:
  jmp     label40
block40:
  movl (%rcx), %edx
  shll $0x2, %ebx
  movl %ebx, 0x20(%r10)
  movq %r12, %rcx
  leaq -0x44(%rcx), %rsi
  cmpq %rsi, %rbx
  setbe %r8b
  testq $0x3, %rbx
  sete %sil
  testb %r8b, %sil
  jnz     label42; j label41
block42:
  jmp     label43
block43:
  movq <offset:1>+0x60(%rsp), %r14
  movl %edx, (%r14, %rbx)
  movq <offset:1>+0x48(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movb $0x0, 0x30(%r10)
  movq %r9, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %ebx
  movq %rbx, <offset:1>+0x58(%rsp)
  jmp     label125
block51:
  movq <offset:1>+0x60(%rsp), %r14
  testl %edx, %edx
  jnz     label53; j label52
block52:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label124
block53:
  leal -1(%rdx), %eax
  movl $0x2, %ecx
  cmpl %ecx, %eax
  cmovbl %eax, %ecx
  br_table %rcx, %rdx, %rax
block54:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label124
block55:
  movzbq 0x30(%r10), %r11
  movq %r11, <offset:1>+0x50(%rsp)
  jmp     label56
block56:
  movl 0x28(%r10), %r15d
  leaq -2(%r8), %rax
  shrl $1, %r15d
  jmp     label59
block57:
  movzbq 0x30(%r10), %r11
  movq %r11, <offset:1>+0x50(%rsp)
  jmp     label58
block58:
  movl 0x18(%r10), %r15d
  leaq -1(%r8), %rax
  shrl $1, %r15d
  jmp     label59
block59:
  leaq -2(%rax), %r9
  jmp     label60
block60:
  testq %r9, %r9
  jl      label113; j label61
block61:
  testl %r15d, %r15d
  jz      label75; j label62
block62:
  movl 8(%r10), %ecx
  leaq -2(%r9), %rax
  cmpl %r15d, %ecx
  jnb     label63; j label64
block63:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label74
block64:
  movl 0x20(%r10), %eax
  leal (%rax, %r15, 4), %edx
  movq %r12, %rcx
  leaq -0x44(%rcx), %rax
  cmpq %rax, %rdx
  setbe %cl
  testq $0x3, %rdx
  sete %sil
  testb %cl, %sil
  jnz     label66; j label65
block66:
  jmp     label67
block67:
  movl (%r14, %rdx), %ecx
  movl 0x20(%r10), %edx
  movl %edx, %edx
  cmpq %rax, %rdx
  setbe %r8b
  testq $0x3, %rdx
  sete %sil
  testb %r8b, %sil
  jnz     label69; j label68
block69:
  jmp     label70
block70:
  movl (%r14, %rdx), %r8d
  movl 0x20(%r10), %edx
  movl %edx, %edx
  cmpq %rax, %rdx
  setbe %al
  testq $0x3, %rdx
  sete %sil
  testb %al, %sil
  jnz     label72; j label71
block72:
  jmp     label73
block73:
  leal (%r8, %rcx), %eax
  movl %eax, (%r14, %rdx)
  leaq -8(%r9), %rax
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label74
block74:
  movq <offset:1>+0x48(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movl %r15d, 0x28(%r10)
  movq <offset:1>+0x50(%rsp), %rcx
  movb %cl, 0x30(%r10)
  leaq -1(%rax), %rsi
  movq <offset:1>+0x48(%rsp), %rax
  movq %rsi, 0x40(%rax)
  movq <offset:1>+0x48(%rsp), %rsi
  movl $0x2, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %ebx
  movq %rbx, <offset:1>+0x58(%rsp)
  jmp     label125
block75:
  movl 8(%r10), %r8d
  leaq -2(%r9), %rcx
  testl %r8d, %r8d
  jnz     label76; j label77
block76:
  jmp     label112
block77:
  movl (%r14), %r13d
  movl 0x10(%r10), %r12d
  movq (%r10), %r10
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %r8
  movl %r12d, %eax
  leaq (%r10, %rax, 4), %rdx
  movq %rdx, %r11
  subq %rcx, %r11
  cmpq %r8, %r11
  jb      label79; j label78
block79:
  testq $0x3, %rdx
  jnz     label80; j label81
block81:
  movq <offset:1>+0x78(%rsp), %rax
  leaq -0x10000000(%rax, %rdx), %rcx
  jmp     label111
block84:
  shrq $0x3, %rcx
  movq <offset:1>+0x68(%rsp), %r11
  movzbq (%r11, %rcx), %rsi
  cmpl $0xff, %esi
  jz      label86; j label85
block86:
  testq $0x3, %rdx
  jnz     label87; j label88
block94:
  movq 0x98(%rdi), %r8
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%r8, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label96; j label95
block96:
  testq $0x3, %rdx
  jnz     label97; j label98
block98:
  movq <offset:1>+0x48(%rsp), %rsi
  addq (%rsi), %rcx
  jmp     label111
block101:
  movq 0x40(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label103; j label102
block103:
  testq $0x3, %rdx
  jnz     label104; j label105
block105:
  addq 0x30(%rdi), %rcx
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
  movl %r13d, (%rcx)
  leaq -6(%r9), %rcx
  jmp     label112
block112:
  uninit  %rax
  xorl %eax, %eax
  leaq -1(%rcx), %r9
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label121
block121:
  movq %r9, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label123; j label122
block122:
  movq 0xa0(%rsp), %rbx
  movq 0xa8(%rsp), %r12
  movq 0xb0(%rsp), %r13
  movq 0xb8(%rsp), %r14
  movq 0xc0(%rsp), %r15
  addq $0xd0, %rsp
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
  movq <offset:1>+0x90(%rsp), %r8
  jmp     label1
block126:
  movq <offset:1>+0x40(%rsp), %rdx
  movq %rdx, %rax
  shrq $0x3e, %rax
  andb $0x1, %al
  movq <offset:1>+0x58(%rsp), %rbx
  testb %bl, %al
  jnz     label128; j label127
block127:
  uninit  %rax
  xorl %eax, %eax
  movq 0xa0(%rsp), %rbx
  movq 0xa8(%rsp), %r12
  movq 0xb0(%rsp), %r13
  movq 0xb8(%rsp), %r14
  movq 0xc0(%rsp), %r15
  addq $0xd0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block128:
  uninit  %rbx
  movq %rbx, %rax
  movq %rbx, <offset:1>+0x58(%rsp)
  xorl %eax, %ebx
  movq %rbx, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x38(%rsp), %rsi
  movq <offset:1>+0x90(%rsp), %r8
  movq %rdx, <offset:1>+0x40(%rsp)
  jmp     label1
block8:
  jmp     label12
block10:
  jmp     label12
block12:
  leaq -0x10000000(%r15, %rax, 4), %rcx
  movq <offset:1>+0x70(%rsp), %rsi
  leaq -4(%rsi), %rsi
  cmpq %rsi, %rcx
  jbe     label14; j label13
block13:
  jmp     label22
block15:
  jmp     label19
block17:
  jmp     label19
block18:
  movq %rdx, %r8
  jmp     label39
block19:
  movzwq (%r11, %rcx), %rcx
  leal -0x10000000(%r15, %rax, 4), %r8d
  andl $0x7, %r8d
  shrxl %r8d, %ecx, %ecx
  andl $0xf, %ecx
  cmpl $0xf, %ecx
  sete %cl
  testq $0x3, %rdx
  sete %sil
  testb %cl, %sil
  jnz     label20; j label21
block20:
  movq %rdx, %r8
  jmp     label39
block21:
  jmp     label22
block22:
  movabsq $0xffffffff60000000, %rcx
  leaq (%rdx, %rcx), %rcx
  movq $0xfffffffffffffffc, %r8
  addq 0x90(%rdi), %r8
  cmpq %r8, %rcx
  jbe     label24; j label23
block23:
  jmp     label29
block25:
  jmp     label29
block27:
  jmp     label29
block29:
  leaq -0x80000000(%r15, %rax, 4), %rcx
  movq $0xfffffffffffffffc, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %rcx
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
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
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
  movq <offset:1>+0x88(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq <offset:1>+0x78(%rsp), %r13
  leaq -0x10000000(%r13, %rsi), %rcx
  jmp     label40
block41:
  movl $0x1, %eax
  movl $0x80000000, %r8d
  leaq (%rbx, %r8), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r8
  jmp     label109
block44:
  movq <offset:1>+0x48(%rsp), %rsi
  movq <offset:1>+0x60(%rsp), %r14
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %rcx
  movl $0x1a4, %edx
  movl $0x2, %r8d
  testl %ecx, %ecx
  jnz     label45; j label46
block45:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label120
block46:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x48(%rsi), %r15
  movl $0x100000, %ecx
  cmpq %r15, %rcx
  movq %r15, %rbx
  cmovlq %rcx, %rbx
  movl $0x1a4, %edx
  movl $0x1, %r8d
  testq %rbx, %rbx
  jnle    label48; j label47
block47:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label120
block48:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x68(%rsi), %rdx
  movq %rbx, %rcx
  negq %rcx
  lock xaddq %rcx, (%rdx)
  movl $0x1a4, %edx
  movl $0x6, %r8d
  cmpq %rbx, %rcx
  jl      label49; j label50
block49:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label120
block50:
  subq %rbx, %r15
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r15, 0x48(%rsi)
  leaq (%r9, %rbx), %r9
  movq %r14, <offset:1>+0x60(%rsp)
  jmp     label6
block65:
  movl $0x2, %eax
  movl $0x80000000, %ecx
  leaq (%rdx, %rcx), %rdx
  movl $0x4, %ecx
  leaq -8(%r9), %r9
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r8
  jmp     label109
block68:
  movl $0x3, %eax
  movl $0x80000000, %ecx
  leaq (%rdx, %rcx), %rdx
  movl $0x4, %ecx
  leaq -8(%r9), %r9
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r8
  jmp     label109
block71:
  movl $0x4, %eax
  movl $0x80000000, %ecx
  leaq (%rdx, %rcx), %rdx
  movl $0x4, %ecx
  leaq -8(%r9), %r9
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r8
  jmp     label109
block78:
  jmp     label82
block80:
  jmp     label82
block82:
  leaq -0x10000000(%r10, %rax, 4), %rcx
  movq <offset:1>+0x70(%rsp), %rbx
  leaq -4(%rbx), %rsi
  cmpq %rsi, %rcx
  jbe     label84; j label83
block83:
  jmp     label92
block85:
  jmp     label89
block87:
  jmp     label89
block88:
  movq %rdx, %r8
  jmp     label110
block89:
  movzwq (%r11, %rcx), %rcx
  leal -0x10000000(%r10, %r12, 4), %r8d
  andl $0x7, %r8d
  shrxl %r8d, %ecx, %ecx
  andl $0xf, %ecx
  cmpl $0xf, %ecx
  sete %cl
  testq $0x3, %rdx
  sete %sil
  testb %cl, %sil
  jnz     label90; j label91
block90:
  movq %rdx, %r8
  jmp     label110
block91:
  jmp     label92
block92:
  movabsq $0xffffffff60000000, %rcx
  leaq (%rdx, %rcx), %rcx
  movq $0xfffffffffffffffc, %r8
  addq 0x90(%rdi), %r8
  cmpq %r8, %rcx
  jbe     label94; j label93
block93:
  jmp     label99
block95:
  jmp     label99
block97:
  jmp     label99
block99:
  leaq -0x80000000(%r10, %rax, 4), %rcx
  movq $0xfffffffffffffffc, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %rcx
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
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label107; j label108
block108:
  movl $0x5, %eax
  movl $0x4, %ecx
  leaq -6(%r9), %r9
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r8, %rdx
  movq %rcx, %r8
  jmp     label109
block110:
  movl $0x4, %edx
  movq <offset:1>+0x80(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq <offset:1>+0x78(%rsp), %rax
  leaq -0x10000000(%rax, %rsi), %rcx
  jmp     label111
block113:
  movq %r12, %rcx
  movq <offset:1>+0x70(%rsp), %rbx
  movq <offset:1>+0x48(%rsp), %rsi
  movq <offset:1>+0x68(%rsp), %r11
  movq 0x50(%rsi), %r8
  movzbq (%r8), %rax
  movl $0x3aa, %edx
  movl $0x2, %r8d
  testl %eax, %eax
  jnz     label114; j label115
block114:
  jmp     label120
block115:
  movq 0x48(%rsi), %rax
  movl $0x100000, %edx
  cmpq %rax, %rdx
  movq %rax, %r12
  cmovlq %rdx, %r12
  movl $0x3aa, %edx
  movl $0x1, %r8d
  testq %r12, %r12
  jnle    label117; j label116
block116:
  jmp     label120
block117:
  movq 0x68(%rsi), %rdx
  movq %r12, %r13
  negq %r13
  lock xaddq %r13, (%rdx)
  movl $0x3aa, %edx
  movl $0x6, %r8d
  cmpq %r12, %r13
  jl      label118; j label119
block118:
  jmp     label120
block119:
  subq %r12, %rax
  movq %rax, 0x48(%rsi)
  leaq (%r9, %r12), %r9
  movq %rcx, %r12
  movq %rsi, <offset:1>+0x48(%rsp)
  movq %r11, <offset:1>+0x68(%rsp)
  movq %rbx, <offset:1>+0x70(%rsp)
  jmp     label60
block120:
  movl %edx, 0x60(%rsi)
  movl %r8d, 0x64(%rsi)
  movl $0x4, %eax
  jmp     label121
; 2568 bytes

