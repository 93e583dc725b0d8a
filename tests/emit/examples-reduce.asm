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
;   0x0043: 00 00 33 c0 48 89 44 24 50 48 89 d0 48 23 05 7a
;   0x0053: 09 00 00 48 89 54 24 40 48 69 c0 98 00 00 00 4c
;   0x0063: 8d 04 06 48 89 74 24 38 4c 89 84 24 88 00 00 00
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0073: 48 8d 4c 24 18 48 89 8c 24 80 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x0080: 48 8d 4c 24 28 48 89 4c 24 78
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x008a: 49 3b f0 4c 89 84 24 88 00 00 00 0f 84 bf 04 00
;   0x009a: 00
;   0x009b: 44 8b 46 20 41 83 f8 ff 0f 84 9d 04 00 00
;   0x00a9: 48 8b 47 48 48 8b 4f 50 48 8b 4f 58 4c 8b 1f 4c
;   0x00b9: 89 5c 24 70 48 8b 4f 08 48 89 4c 24 68 48 8b 4f
;   0x00c9: 10 48 89 4c 24 60 4c 8b 67 30 4c 89 64 24 58 4c
;   0x00d9: 8b 6f 38 48 8b 4f 40 48 8b 56 40 4c 8b 56 08 48
;   0x00e9: 89 74 24 48 45 85 c0 0f 85 77 01 00 00
;   0x00f6: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x0106: 00 4c 8d 4a f0
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x010b: 4d 85 c9 0f 8c e7 05 00 00
;   0x0114: 4c 8b 78 40
; line 18: ld.param.u64 %rd2, [block_sum_param_1];
;   0x0118: 4c 8b 40 58
; line 20: cvta.to.global.u64 %rd4, %rd2;
;   0x011c: 4d 89 02 48 8b 74 24 48
; line 21: mov.u32 %r1, %tid.x;
;   0x0124: 44 8b 76 10 45 89 72 08
; line 22: mov.u32 %r2, %ctaid.x;
;   0x012c: 44 8b 5f 6c 45 89 5a 10
; line 23: mov.u32 %r3, %ntid.x;
;   0x0134: 8b 47 60 41 89 42 18
; line 24: mad.lo.s32 %r4, %r2, %r3, %r1;
;   0x013b: 4d 63 db 48 63 c0 4c 0f af d8
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0145: 48 8b 4c 24 18 4c 8b 44 24 20
; line 24: mad.lo.s32 %r4, %r2, %r3, %r1;
;   0x014f: 43 8d 04 33
; line 26: add.s64 %rd6, %rd3, %rd5;
;   0x0153: 49 8d 14 87 49 89 d3
; line 27: ld.global.u32 %r5, [%rd6];
;   0x015a: 4c 2b d9 4d 3b d8 0f 83 6c 04 00 00
;   0x0166: 48 f7 c2 03 00 00 00 0f 85 5f 04 00 00
; (no source location: register moves, constants, padding)
;   0x0173: 4c 8b 64 24 70
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0178: 49 8d 8c 14 00 00 00 f0 e9 91 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0185: 48 c1 e9 03 48 8b 5c 24 60
; line 27: ld.global.u32 %r5, [%rd6];
;   0x018e: 48 0f b6 34 0b 81 fe ff 00 00 00 0f 85 5d 04 00
;   0x019e: 00
;   0x019f: 48 f7 c2 03 00 00 00 0f 85 50 04 00 00 e9 43 04
;   0x01af: 00 00
;   0x01b1: 4c 8b 87 98 00 00 00 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01bb: 48 c1 ee 03
; line 27: ld.global.u32 %r5, [%rd6];
;   0x01bf: 49 0f b6 34 30 81 fe ff 00 00 00 0f 85 8b 04 00
;   0x01cf: 00
;   0x01d0: 48 f7 c2 03 00 00 00 0f 85 7e 04 00 00
; (no source location: register moves, constants, padding)
;   0x01dd: 48 8b 74 24 48
; line 27: ld.global.u32 %r5, [%rd6];
;   0x01e2: 48 03 0e e9 2c 00 00 00
;   0x01ea: 48 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01f1: 48 c1 ee 03
; line 27: ld.global.u32 %r5, [%rd6];
;   0x01f5: 48 0f b6 04 30 3d ff 00 00 00 0f 85 72 04 00 00
;   0x0205: 48 f7 c2 03 00 00 00 0f 85 65 04 00 00
;   0x0212: 48 03 4f 30
;   0x0216: 8b 01
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0218: 41 c1 e6 02
; line 30: add.s32 %r8, %r7, %r6;
;   0x021c: 45 89 72 20 4d 89 eb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0223: 49 8d 4b bc
; line 31: st.shared.u32 [%r8], %r5;
;   0x0227: 4c 3b f1 0f 87 ab 04 00 00
; (no source location: register moves, constants, padding)
;   0x0230: 48 8b 5c 24 58
; line 31: st.shared.u32 [%r8], %r5;
;   0x0235: 42 89 04 33 48 8b 74 24 48
; line 32: bar.sync 0;
;   0x023e: 48 c7 46 78 00 00 00 00 41 c6 42 30 00 4c 89 4e
;   0x024e: 40 c7 46 20 01 00 00 00 c6 86 8d 00 00 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x025d: 41 bf 01 00 00 00 4c 89 7c 24 50
; line 32: bar.sync 0;
;   0x0268: e9 d9 02 00 00
; (no source location: register moves, constants, padding)
;   0x026d: 48 8b 5c 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0272: 45 85 c0 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x027b: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0280: e9 ba 02 00 00
;   0x0285: 41 8d 40 ff b9 02 00 00 00 3b c1 0f 42 c8 48 8d
;   0x0295: 35 09 00 00 00 48 63 04 8e 48 03 f0 ff e6 2b 00
;   0x02a5: 00 00 16 00 00 00 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x02af: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02b4: e9 86 02 00 00
;   0x02b9: 4d 0f b6 5a 30
; line 47: shr.u32 %r9, %r9, 1;
;   0x02be: 45 8b 7a 28
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02c2: 48 8d 42 fe 41 d1 ef
; line 48: bra.uni $L__loop;
;   0x02c9: e9 10 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02ce: 4d 0f b6 5a 30
; line 33: shr.u32 %r9, %r3, 1;
;   0x02d3: 45 8b 7a 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02d7: 48 8d 42 ff 41 d1 ef
;   0x02de: 4c 8d 48 fe
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x02e2: 4d 85 c9 0f 8c 40 06 00 00
; line 36: @%p1 bra $L__done;
;   0x02eb: 45 85 ff 0f 84 da 00 00 00
; line 37: setp.ge.u32 %p2, %r1, %r9;
;   0x02f4: 41 8b 4a 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02f8: 49 8d 41 fe
; line 38: @%p2 bra $L__skip;
;   0x02fc: 41 3b cf 0f 82 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0305: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x030a: e9 81 00 00 00
; line 40: add.s32 %r10, %r8, %r10;
;   0x030f: 41 8b 42 20 42 8d 0c b8 4d 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x031a: 49 8d 46 bc
; line 41: ld.shared.u32 %r11, [%r10];
;   0x031e: 48 3b c8 0f 96 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0324: 48 f7 c1 03 00 00 00 40 0f 94 c6
; line 41: ld.shared.u32 %r11, [%r10];
;   0x032f: 40 84 d6 0f 84 74 04 00 00
;   0x0338: 8b 0c 0b
; line 42: ld.shared.u32 %r5, [%r8];
;   0x033b: 41 8b 52 20 8b d2 48 3b d0 41 0f 96 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0348: 48 f7 c2 03 00 00 00 40 0f 94 c6
; line 42: ld.shared.u32 %r5, [%r8];
;   0x0353: 44 84 c6 0f 84 76 04 00 00
;   0x035c: 44 8b 04 13
; line 44: st.shared.u32 [%r8], %r5;
;   0x0360: 41 8b 52 20 8b d2 48 3b d0 0f 96 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x036c: 48 f7 c2 03 00 00 00 40 0f 94 c6
; line 44: st.shared.u32 [%r8], %r5;
;   0x0377: 40 84 c6 0f 84 78 04 00 00
; line 43: add.s32 %r5, %r5, %r11;
;   0x0380: 41 8d 04 08
; line 44: st.shared.u32 [%r8], %r5;
;   0x0384: 89 04 13
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0387: 49 8d 41 f8 48 8b 74 24 48
; (no source location: register moves, constants, padding)
;   0x0390: 48 8b 74 24 48
; line 46: bar.sync 0;
;   0x0395: 48 c7 46 78 00 00 00 00 45 89 7a 28 45 88 5a 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03a5: 48 81 c0 ff ff ff ff
; line 46: bar.sync 0;
;   0x03ac: 48 89 46 40 c7 46 20 02 00 00 00 c6 86 8d 00 00
;   0x03bc: 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03be: 41 bf 01 00 00 00 4c 89 7c 24 50
; line 46: bar.sync 0;
;   0x03c9: e9 78 01 00 00
; line 50: setp.ne.s32 %p1, %r1, 0;
;   0x03ce: 41 8b 52 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03d2: 49 8d 49 fe
; line 51: @%p1 bra $L__end;
;   0x03d6: 85 d2 0f 85 04 01 00 00
; line 52: ld.shared.u32 %r5, [buf];
;   0x03de: 44 8b 23
; line 53: mul.wide.u32 %rd7, %r2, 4;
;   0x03e1: 45 8b 72 10
; line 54: add.s64 %rd8, %rd4, %rd7;
;   0x03e5: 4d 8b 12
; line 55: st.global.u32 [%rd8], %r5;
;   0x03e8: 4c 8b 5c 24 28 48 8b 4c 24 30
; line 53: mul.wide.u32 %rd7, %r2, 4;
;   0x03f2: 41 8b c6
; line 54: add.s64 %rd8, %rd4, %rd7;
;   0x03f5: 49 8d 14 82 48 89 d6
; line 55: st.global.u32 [%rd8], %r5;
;   0x03fc: 49 2b f3 48 3b f1 0f 83 16 04 00 00
;   0x0408: 48 f7 c2 03 00 00 00 0f 85 09 04 00 00
; (no source location: register moves, constants, padding)
;   0x0415: 48 8b 44 24 70
; line 55: st.global.u32 [%rd8], %r5;
;   0x041a: 48 8d 8c 10 00 00 00 f0 e9 b4 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0427: 49 c1 eb 03 48 8b 4c 24 60
; line 55: st.global.u32 [%rd8], %r5;
;   0x0430: 4a 0f b6 34 19 81 fe ff 00 00 00 0f 85 04 04 00
;   0x0440: 00
;   0x0441: 48 f7 c2 03 00 00 00 0f 85 f7 03 00 00 e9 ea 03
;   0x0451: 00 00
;   0x0453: 4c 8b 9f 98 00 00 00 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x045d: 48 c1 ee 03
; line 55: st.global.u32 [%rd8], %r5;
;   0x0461: 49 0f b6 34 33 81 fe ff 00 00 00 0f 85 32 04 00
;   0x0471: 00
;   0x0472: 48 f7 c2 03 00 00 00 0f 85 25 04 00 00
; (no source location: register moves, constants, padding)
;   0x047f: 48 8b 74 24 48
; line 55: st.global.u32 [%rd8], %r5;
;   0x0484: 48 03 0e e9 4f 00 00 00
;   0x048c: 48 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0493: 48 c1 ee 03
; line 55: st.global.u32 [%rd8], %r5;
;   0x0497: 48 0f b6 04 30 3d ff 00 00 00 0f 85 19 04 00 00
;   0x04a7: 48 f7 c2 03 00 00 00 0f 85 0c 04 00 00
;   0x04b4: 48 03 4f 30 e9 1e 00 00 00
; (no source location: register moves, constants, padding)
;   0x04bd: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04c2: 89 46 24 48 89 56 28 48 89 4e 30 4c 89 46 38 b8
;   0x04d2: 02 00 00 00 e9 12 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x04db: 44 89 21
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04de: 49 8d 49 fa
;   0x04e2: 33 c0 4c 8d 49 ff 48 8b 74 24 48
;   0x04ed: 4c 89 4e 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x04fd: 00 00
;   0x04ff: 48 8b 9c 24 90 00 00 00 4c 8b a4 24 98 00 00 00
;   0x050f: 4c 8b ac 24 a0 00 00 00 4c 8b b4 24 a8 00 00 00
;   0x051f: 4c 8b bc 24 b0 00 00 00 48 81 c4 c0 00 00 00 48
;   0x052f: 89 ec 5d c3
;   0x0533: c7 46 20 ff ff ff ff e9 07 00 00 00
;   0x053f: c6 86 8d 00 00 00 00
;   0x0546: 48 81 c6 98 00 00 00 4c 8b 84 24 88 00 00 00 e9
;   0x0556: 30 fb ff ff
; (no source location: register moves, constants, padding)
;   0x055a: 48 8b 54 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x055f: 48 0f ba e2 3e 0f 92 c0 4c 8b 7c 24 50 44 84 f8
;   0x056f: 0f 85 36 00 00 00
;   0x0575: 33 c0 48 8b 9c 24 90 00 00 00 4c 8b a4 24 98 00
;   0x0585: 00 00 4c 8b ac 24 a0 00 00 00 4c 8b b4 24 a8 00
;   0x0595: 00 00 4c 8b bc 24 b0 00 00 00 48 81 c4 c0 00 00
;   0x05a5: 00 48 89 ec 5d c3
;   0x05ab: 4c 89 f8 4c 89 7c 24 50 44 33 f8 4c 89 7c 24 50
;   0x05bb: 48 8b 74 24 38 4c 8b 84 24 88 00 00 00 48 89 54
;   0x05cb: 24 40 e9 b8 fa ff ff
;   0x05d2: 49 8d 8c 87 00 00 00 f0 48 8b 74 24 68 48 81 c6
;   0x05e2: fc ff ff ff
; line 27: ld.global.u32 %r5, [%rd6];
;   0x05e6: 48 3b ce 0f 86 96 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05ef: e9 43 00 00 00
; (no source location: register moves, constants, padding)
;   0x05f4: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05f7: e9 b8 00 00 00
; line 27: ld.global.u32 %r5, [%rd6];
;   0x05fc: 48 0f b7 0c 0b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0601: 45 8d 84 87 00 00 00 f0 41 83 e0 07
; line 27: ld.global.u32 %r5, [%rd6];
;   0x060d: c4 e2 3b f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0612: 83 e1 0f 83 f9 0f 0f 94 c1 48 f7 c2 03 00 00 00
;   0x0622: 40 0f 94 c6
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0626: 40 84 ce 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x062f: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0632: e9 7d 00 00 00
;   0x0637: 48 b9 00 00 00 60 ff ff ff ff 48 03 ca 49 c7 c0
;   0x0647: fc ff ff ff 4c 03 87 90 00 00 00
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0652: 49 3b c8 0f 86 56 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x065b: 49 8d 8c 87 00 00 00 80 48 c7 c0 fc ff ff ff 48
;   0x066b: 03 47 38
; line 27: ld.global.u32 %r5, [%rd6];
;   0x066e: 48 3b c8 0f 86 73 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0677: 41 b8 04 00 00 00 48 8b 74 24 48 4c 89 c1
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0685: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x0695: 85 c9 0f 85 79 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x069d: 33 c0 b9 04 00 00 00 48 8b 74 24 48 4c 89 c2 49
;   0x06ad: 89 c8
; line 27: ld.global.u32 %r5, [%rd6];
;   0x06af: e9 09 fe ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06b4: ba 04 00 00 00 48 8b 8c 24 80 00 00 00 4c 89 c6
; line 27: ld.global.u32 %r5, [%rd6];
;   0x06c4: e8 00 00 00 00 4c 8b 64 24 70
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06ce: 49 8d 8c 34 00 00 00 f0
; line 27: ld.global.u32 %r5, [%rd6];
;   0x06d6: e9 3b fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06db: b8 01 00 00 00 b9 00 00 00 80 49 8d 14 0e b9 04
;   0x06eb: 00 00 00 48 8b 74 24 48 49 89 c8
; line 31: st.shared.u32 [%r8], %r5;
;   0x06f6: e9 c2 fd ff ff
; (no source location: register moves, constants, padding)
;   0x06fb: 48 8b 5c 24 58 48 8b 74 24 48
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0705: 4c 8b 5e 50 4d 0f b6 1b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x070d: ba a4 01 00 00 41 b8 02 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0718: 45 85 db 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0721: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0726: e9 8f 02 00 00
; (no source location: register moves, constants, padding)
;   0x072b: 48 8b 74 24 48
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0730: 4c 8b 76 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0734: b9 00 00 10 00 49 3b ce 4d 89 f7 4c 0f 4c f9 ba
;   0x0744: a4 01 00 00 41 b8 01 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x074e: 4d 85 ff 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0757: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x075c: e9 59 02 00 00
; (no source location: register moves, constants, padding)
;   0x0761: 48 8b 74 24 48
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0766: 48 8b 56 68 4c 89 f9 48 f7 d9 f0 48 0f c1 0a
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0775: ba a4 01 00 00 41 b8 06 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0780: 49 3b cf 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0789: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x078e: e9 27 02 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0793: 4d 2b f7 48 8b 74 24 48 4c 89 76 48 4d 03 cf 48
;   0x07a3: 89 5c 24 58 e9 5f f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07ac: b8 02 00 00 00 ba 00 00 00 80 48 03 d1 b9 04 00
;   0x07bc: 00 00 49 81 c1 f8 ff ff ff 48 8b 74 24 48 49 89
;   0x07cc: c8
; line 41: ld.shared.u32 %r11, [%r10];
;   0x07cd: e9 eb fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07d2: b8 03 00 00 00 b9 00 00 00 80 48 03 d1 b9 04 00
;   0x07e2: 00 00 49 81 c1 f8 ff ff ff 48 8b 74 24 48 49 89
;   0x07f2: c8
; line 42: ld.shared.u32 %r5, [%r8];
;   0x07f3: e9 c5 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07f8: b8 04 00 00 00 b9 00 00 00 80 48 03 d1 b9 04 00
;   0x0808: 00 00 49 81 c1 f8 ff ff ff 48 8b 74 24 48 49 89
;   0x0818: c8
; line 44: st.shared.u32 [%r8], %r5;
;   0x0819: e9 9f fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x081e: 4d 8d 9c 82 00 00 00 f0 48 8b 5c 24 68 48 8d 4b
;   0x082e: fc
; line 55: st.global.u32 [%rd8], %r5;
;   0x082f: 4c 3b d9 0f 86 ef fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0838: e9 43 00 00 00
; (no source location: register moves, constants, padding)
;   0x083d: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0840: e9 c2 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x0845: 4a 0f b7 0c 19
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x084a: 47 8d 9c b2 00 00 00 f0 41 83 e3 07
; line 55: st.global.u32 [%rd8], %r5;
;   0x0856: c4 e2 23 f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x085b: 83 e1 0f 83 f9 0f 0f 94 c1 48 f7 c2 03 00 00 00
;   0x086b: 40 0f 94 c6
; line 55: st.global.u32 [%rd8], %r5;
;   0x086f: 40 84 ce 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0878: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x087b: e9 87 00 00 00
;   0x0880: 48 b9 00 00 00 60 ff ff ff ff 48 03 ca 49 c7 c3
;   0x0890: fc ff ff ff 4c 03 9f 90 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x089b: 49 3b cb 0f 86 af fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08a4: 49 8d 8c 82 00 00 00 80 48 c7 c0 fc ff ff ff 48
;   0x08b4: 03 47 38
; line 55: st.global.u32 [%rd8], %r5;
;   0x08b7: 48 3b c8 0f 86 cc fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08c0: 41 b8 04 00 00 00 48 8b 74 24 48 4c 89 c1
; line 55: st.global.u32 [%rd8], %r5;
;   0x08ce: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x08de: 85 c9 0f 85 f5 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08e6: b8 05 00 00 00 b9 04 00 00 00 49 81 c1 fa ff ff
;   0x08f6: ff 48 8b 74 24 48 4c 89 c2 49 89 c8
; line 55: st.global.u32 [%rd8], %r5;
;   0x0902: e9 b6 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0907: ba 04 00 00 00 48 8b 4c 24 78 4c 89 c6
; line 55: st.global.u32 [%rd8], %r5;
;   0x0914: e8 00 00 00 00 48 8b 44 24 70
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x091e: 48 8d 8c 30 00 00 00 f0
; line 55: st.global.u32 [%rd8], %r5;
;   0x0926: e9 b0 fb ff ff
; (no source location: register moves, constants, padding)
;   0x092b: 48 8b 4c 24 60 48 8b 74 24 48 4d 89 ee
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x0938: 48 8b 46 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0940: ba aa 03 00 00 41 b8 02 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x094b: 85 c0 0f 85 67 00 00 00
;   0x0953: 48 8b 46 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0957: 41 b8 00 00 10 00 4c 3b c0 49 89 c5 4d 0f 4c e8
;   0x0967: ba aa 03 00 00 41 b8 01 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x0972: 4d 85 ed 0f 8e 3f 00 00 00
;   0x097b: 4c 8b 46 68 4d 89 ec 49 f7 dc f0 4d 0f c1 20
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x098a: ba aa 03 00 00 41 b8 06 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x0995: 4d 3b e5 0f 8c 1c 00 00 00
;   0x099e: 49 2b c5 48 89 46 48 4d 03 cd 4d 89 f5 48 89 74
;   0x09ae: 24 48 48 89 4c 24 60 e9 28 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09ba: 89 56 60 44 89 46 64 b8 04 00 00 00 e9 22 fb ff
;   0x09ca: ff
; (no source location: register moves, constants, padding)
;   0x09cb: 00 00 00 00 00 ff ff ff ff ff ff ff 3f
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
  uninit  %rax
  xorl %eax, %eax
  movq %rax, <offset:1>+0x50(%rsp)
  movq %rdx, %rax
  andq (%rip), %rax
  movq %rdx, <offset:1>+0x40(%rsp)
  imulq $0x98, %rax, %rax
  leaq (%rsi, %rax), %r8
  movq %rsi, <offset:1>+0x38(%rsp)
  movq %r8, <offset:1>+0x88(%rsp)
  leaq <offset:1>+0x18(%rsp), %rcx
  movq %rcx, <offset:1>+0x80(%rsp)
  leaq <offset:1>+0x28(%rsp), %rcx
  movq %rcx, <offset:1>+0x78(%rsp)
  jmp     label1
block1:
  cmpq %r8, %rsi
  movq %r8, <offset:1>+0x88(%rsp)
  jz      label126; j label2
block2:
  movl 0x20(%rsi), %r8d
  cmpl $0xffffffff, %r8d
  jz      label3; j label4
block3:
  jmp     label125
block4:
  movq 0x48(%rdi), %rax
  movq 0x50(%rdi), %rcx
  movq 0x58(%rdi), %rcx
  movq (%rdi), %r11
  movq %r11, <offset:1>+0x70(%rsp)
  movq 8(%rdi), %rcx
  movq %rcx, <offset:1>+0x68(%rsp)
  movq 0x10(%rdi), %rcx
  movq %rcx, <offset:1>+0x60(%rsp)
  movq 0x30(%rdi), %r12
  movq %r12, <offset:1>+0x58(%rsp)
  movq 0x38(%rdi), %r13
  movq 0x40(%rdi), %rcx
  movq 0x40(%rsi), %rdx
  movq 8(%rsi), %r10
  movq %rsi, <offset:1>+0x48(%rsp)
  testl %r8d, %r8d
  jnz     label51; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  leaq -0x10(%rdx), %r9
  jmp     label6
block6:
  testq %r9, %r9
  jl      label44; j label7
block7:
  movq 0x40(%rax), %r15
  movq 0x58(%rax), %r8
  movq %r8, (%r10)
  movq <offset:1>+0x48(%rsp), %rsi
  movl 0x10(%rsi), %r14d
  movl %r14d, 8(%r10)
  movl 0x6c(%rdi), %r11d
  movl %r11d, 0x10(%r10)
  movl 0x60(%rdi), %eax
  movl %eax, 0x18(%r10)
  movslq %r11d, %r11
  movslq %eax, %rax
  imulq %rax, %r11
  movq <offset:1>+0x18(%rsp), %rcx
  movq <offset:1>+0x20(%rsp), %r8
  leal (%r11, %r14), %eax
  leaq (%r15, %rax, 4), %rdx
  movq %rdx, %r11
  subq %rcx, %r11
  cmpq %r8, %r11
  jb      label9; j label8
block9:
  testq $0x3, %rdx
  jnz     label10; j label11
block11:
  movq <offset:1>+0x70(%rsp), %r12
  leaq -0x10000000(%r12, %rdx), %rcx
  jmp     label40
block14:
  shrq $0x3, %rcx
  movq <offset:1>+0x60(%rsp), %rbx
  movzbq (%rbx, %rcx), %rsi
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
  movl (%rcx), %eax
  shll $0x2, %r14d
  movl %r14d, 0x20(%r10)
  movq %r13, %r11
  leaq -0x44(%r11), %rcx
  cmpq %rcx, %r14
  jbe     label42; j label41
block42:
  jmp     label43
block43:
  movq <offset:1>+0x58(%rsp), %rbx
  movl %eax, (%rbx, %r14)
  movq <offset:1>+0x48(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movb $0x0, 0x30(%r10)
  movq %r9, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %r15d
  movq %r15, <offset:1>+0x50(%rsp)
  jmp     label125
block51:
  movq <offset:1>+0x58(%rsp), %rbx
  testl %r8d, %r8d
  jnz     label53; j label52
block52:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label124
block53:
  leal -1(%r8), %eax
  movl $0x2, %ecx
  cmpl %ecx, %eax
  cmovbl %eax, %ecx
  br_table %rcx, %rsi, %rax
block54:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label124
block55:
  movzbq 0x30(%r10), %r11
  jmp     label56
block56:
  movl 0x28(%r10), %r15d
  leaq -2(%rdx), %rax
  shrl $1, %r15d
  jmp     label59
block57:
  movzbq 0x30(%r10), %r11
  jmp     label58
block58:
  movl 0x18(%r10), %r15d
  leaq -1(%rdx), %rax
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
  leal (%rax, %r15, 4), %ecx
  movq %r13, %r14
  leaq -0x44(%r14), %rax
  cmpq %rax, %rcx
  setbe %dl
  testq $0x3, %rcx
  sete %sil
  testb %dl, %sil
  jnz     label66; j label65
block66:
  jmp     label67
block67:
  movl (%rbx, %rcx), %ecx
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
  movl (%rbx, %rdx), %r8d
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
  movl %eax, (%rbx, %rdx)
  leaq -8(%r9), %rax
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label74
block74:
  movq <offset:1>+0x48(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movl %r15d, 0x28(%r10)
  movb %r11b, 0x30(%r10)
  leaq -1(%rax), %rax
  movq %rax, 0x40(%rsi)
  movl $0x2, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %r15d
  movq %r15, <offset:1>+0x50(%rsp)
  jmp     label125
block75:
  movl 8(%r10), %edx
  leaq -2(%r9), %rcx
  testl %edx, %edx
  jnz     label76; j label77
block76:
  jmp     label112
block77:
  movl (%rbx), %r12d
  movl 0x10(%r10), %r14d
  movq (%r10), %r10
  movq <offset:1>+0x28(%rsp), %r11
  movq <offset:1>+0x30(%rsp), %rcx
  movl %r14d, %eax
  leaq (%r10, %rax, 4), %rdx
  movq %rdx, %rsi
  subq %r11, %rsi
  cmpq %rcx, %rsi
  jb      label79; j label78
block79:
  testq $0x3, %rdx
  jnz     label80; j label81
block81:
  movq <offset:1>+0x70(%rsp), %rax
  leaq -0x10000000(%rax, %rdx), %rcx
  jmp     label111
block84:
  shrq $0x3, %r11
  movq <offset:1>+0x60(%rsp), %rcx
  movzbq (%rcx, %r11), %rsi
  cmpl $0xff, %esi
  jz      label86; j label85
block86:
  testq $0x3, %rdx
  jnz     label87; j label88
block94:
  movq 0x98(%rdi), %r11
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%r11, %rsi), %rsi
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
  movl %r12d, (%rcx)
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
  movq <offset:1>+0x88(%rsp), %r8
  jmp     label1
block126:
  movq <offset:1>+0x40(%rsp), %rdx
  btq $0x3e, %rdx
  setb %al
  movq <offset:1>+0x50(%rsp), %r15
  testb %r15b, %al
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
  uninit  %r15
  movq %r15, %rax
  movq %r15, <offset:1>+0x50(%rsp)
  xorl %eax, %r15d
  movq %r15, <offset:1>+0x50(%rsp)
  movq <offset:1>+0x38(%rsp), %rsi
  movq <offset:1>+0x88(%rsp), %r8
  movq %rdx, <offset:1>+0x40(%rsp)
  jmp     label1
block8:
  jmp     label12
block10:
  jmp     label12
block12:
  leaq -0x10000000(%r15, %rax, 4), %rcx
  movq <offset:1>+0x68(%rsp), %rsi
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
  movzwq (%rbx, %rcx), %rcx
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
  movq <offset:1>+0x80(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq <offset:1>+0x70(%rsp), %r12
  leaq -0x10000000(%r12, %rsi), %rcx
  jmp     label40
block41:
  movl $0x1, %eax
  movl $0x80000000, %ecx
  leaq (%r14, %rcx), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0x48(%rsp), %rsi
  movq %rcx, %r8
  jmp     label109
block44:
  movq <offset:1>+0x58(%rsp), %rbx
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x50(%rsi), %r11
  movzbq (%r11), %r11
  movl $0x1a4, %edx
  movl $0x2, %r8d
  testl %r11d, %r11d
  jnz     label45; j label46
block45:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label120
block46:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x48(%rsi), %r14
  movl $0x100000, %ecx
  cmpq %r14, %rcx
  movq %r14, %r15
  cmovlq %rcx, %r15
  movl $0x1a4, %edx
  movl $0x1, %r8d
  testq %r15, %r15
  jnle    label48; j label47
block47:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label120
block48:
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x68(%rsi), %rdx
  movq %r15, %rcx
  negq %rcx
  lock xaddq %rcx, (%rdx)
  movl $0x1a4, %edx
  movl $0x6, %r8d
  cmpq %r15, %rcx
  jl      label49; j label50
block49:
  movq <offset:1>+0x48(%rsp), %rsi
  jmp     label120
block50:
  subq %r15, %r14
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r14, 0x48(%rsi)
  leaq (%r9, %r15), %r9
  movq %rbx, <offset:1>+0x58(%rsp)
  jmp     label6
block65:
  movl $0x2, %eax
  movl $0x80000000, %edx
  leaq (%rcx, %rdx), %rdx
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
  leaq -0x10000000(%r10, %rax, 4), %r11
  movq <offset:1>+0x68(%rsp), %rbx
  leaq -4(%rbx), %rcx
  cmpq %rcx, %r11
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
  movzwq (%rcx, %r11), %rcx
  leal -0x10000000(%r10, %r14, 4), %r11d
  andl $0x7, %r11d
  shrxl %r11d, %ecx, %ecx
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
  movq $0xfffffffffffffffc, %r11
  addq 0x90(%rdi), %r11
  cmpq %r11, %rcx
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
  movq <offset:1>+0x78(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq <offset:1>+0x70(%rsp), %rax
  leaq -0x10000000(%rax, %rsi), %rcx
  jmp     label111
block113:
  movq <offset:1>+0x60(%rsp), %rcx
  movq <offset:1>+0x48(%rsp), %rsi
  movq %r13, %r14
  movq 0x50(%rsi), %rax
  movzbq (%rax), %rax
  movl $0x3aa, %edx
  movl $0x2, %r8d
  testl %eax, %eax
  jnz     label114; j label115
block114:
  jmp     label120
block115:
  movq 0x48(%rsi), %rax
  movl $0x100000, %r8d
  cmpq %rax, %r8
  movq %rax, %r13
  cmovlq %r8, %r13
  movl $0x3aa, %edx
  movl $0x1, %r8d
  testq %r13, %r13
  jnle    label117; j label116
block116:
  jmp     label120
block117:
  movq 0x68(%rsi), %r8
  movq %r13, %r12
  negq %r12
  lock xaddq %r12, (%r8)
  movl $0x3aa, %edx
  movl $0x6, %r8d
  cmpq %r13, %r12
  jl      label118; j label119
block118:
  jmp     label120
block119:
  subq %r13, %rax
  movq %rax, 0x48(%rsi)
  leaq (%r9, %r13), %r9
  movq %r14, %r13
  movq %rsi, <offset:1>+0x48(%rsp)
  movq %rcx, <offset:1>+0x60(%rsp)
  jmp     label60
block120:
  movl %edx, 0x60(%rsi)
  movl %r8d, 0x64(%rsi)
  movl $0x4, %eax
  jmp     label121
; 2520 bytes

