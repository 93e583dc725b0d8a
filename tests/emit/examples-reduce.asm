; kernel block_sum
; kernel block_sum (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec b0 00 00 00 48 89 9c 24 80
;   0x0010: 00 00 00 4c 89 a4 24 88 00 00 00 4c 89 ac 24 90
;   0x0020: 00 00 00 4c 89 b4 24 98 00 00 00 4c 89 bc 24 a0
;   0x0030: 00 00 00
;   0x0033: 48 c7 44 24 20 00 00 00 00 48 c7 44 24 30 00 00
;   0x0043: 00 00 48 69 c2 98 00 00 00 48 03 c6 48 89 74 24
;   0x0053: 38 48 89 44 24 78
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0059: 48 8d 4c 24 18 48 89 4c 24 70
; line 55: st.global.u32 [%rd8], %r5;
;   0x0063: 48 8d 4c 24 28 48 89 4c 24 68 48 8b 5c 24 78
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0072: 48 3b f3 48 89 5c 24 78 0f 84 e9 04 00 00
;   0x0080: 44 8b 66 20 41 83 fc ff 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x008e: 48 89 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0093: e9 b6 04 00 00
;   0x0098: 48 8b 57 48 48 8b 47 50 48 8b 47 58 4c 8b 0f 4c
;   0x00a8: 89 4c 24 60 48 8b 4f 08 48 89 4c 24 58 48 8b 47
;   0x00b8: 10 48 89 44 24 50 4c 8b 5f 30 4c 89 5c 24 48 48
;   0x00c8: 8b 5f 38 48 89 5c 24 40 48 8b 47 40 48 8b 46 40
;   0x00d8: 48 8b 5e 08 48 89 74 24 38 45 85 e4 0f 85 79 01
;   0x00e8: 00 00
;   0x00ea: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x00fa: 00 4c 8d 78 f0
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x00ff: 4d 85 ff 0f 8c b8 05 00 00
;   0x0108: 4c 8b 62 40
; line 18: ld.param.u64 %rd2, [block_sum_param_1];
;   0x010c: 48 8b 42 58
; line 20: cvta.to.global.u64 %rd4, %rd2;
;   0x0110: 48 89 03 48 8b 74 24 38
; line 21: mov.u32 %r1, %tid.x;
;   0x0118: 44 8b 76 10 44 89 73 08
; line 22: mov.u32 %r2, %ctaid.x;
;   0x0120: 8b 47 6c 89 43 10
; line 23: mov.u32 %r3, %ntid.x;
;   0x0126: 8b 4f 60 89 4b 18
; line 24: mad.lo.s32 %r4, %r2, %r3, %r1;
;   0x012c: 48 63 c0 48 63 c9 48 0f af c1
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0136: 48 8b 4c 24 18 4c 8b 4c 24 20
; line 24: mad.lo.s32 %r4, %r2, %r3, %r1;
;   0x0140: 46 8d 2c 30
; line 26: add.s64 %rd6, %rd3, %rd5;
;   0x0144: 4b 8d 14 ac 48 89 d0
; line 27: ld.global.u32 %r5, [%rd6];
;   0x014b: 48 2b c1 49 3b c1 0f 83 48 04 00 00
;   0x0157: 48 f7 c2 03 00 00 00 0f 85 3b 04 00 00
; (no source location: register moves, constants, padding)
;   0x0164: 4c 8b 5c 24 60
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0169: 49 8d 8c 13 00 00 00 f0 e9 91 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0176: 49 c1 e9 03 48 8b 4c 24 50
; line 27: ld.global.u32 %r5, [%rd6];
;   0x017f: 4e 0f b6 14 09 41 81 fa ff 00 00 00 0f 85 35 04
;   0x018f: 00 00
;   0x0191: 48 f7 c2 03 00 00 00 0f 85 28 04 00 00 e9 1b 04
;   0x01a1: 00 00
;   0x01a3: 48 8b 87 98 00 00 00 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01ad: 48 c1 ee 03
; line 27: ld.global.u32 %r5, [%rd6];
;   0x01b1: 48 0f b6 04 30 3d ff 00 00 00 0f 85 62 04 00 00
;   0x01c1: 48 f7 c2 03 00 00 00 0f 85 55 04 00 00
; (no source location: register moves, constants, padding)
;   0x01ce: 48 8b 74 24 38
; line 27: ld.global.u32 %r5, [%rd6];
;   0x01d3: 48 03 0e e9 2c 00 00 00
;   0x01db: 48 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01e2: 48 c1 ee 03
; line 27: ld.global.u32 %r5, [%rd6];
;   0x01e6: 48 0f b6 04 30 3d ff 00 00 00 0f 85 49 04 00 00
;   0x01f6: 48 f7 c2 03 00 00 00 0f 85 3c 04 00 00
;   0x0203: 48 03 4f 30
;   0x0207: 8b 01
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0209: 41 c1 e6 02
; line 30: add.s32 %r8, %r7, %r6;
;   0x020d: 44 89 73 20 4c 8b 4c 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0216: 49 8d 49 bc
; line 31: st.shared.u32 [%r8], %r5;
;   0x021a: 4c 3b f1 0f 96 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0220: 49 f7 c6 03 00 00 00 0f 94 c2
; line 31: st.shared.u32 [%r8], %r5;
;   0x022a: 84 ca 0f 84 6e 04 00 00
; (no source location: register moves, constants, padding)
;   0x0232: 48 8b 74 24 48
; line 31: st.shared.u32 [%r8], %r5;
;   0x0237: 42 89 04 36 48 8b 74 24 38
; line 32: bar.sync 0;
;   0x0240: 48 c7 46 78 00 00 00 00 c6 43 30 00 4c 89 7e 40
;   0x0250: c7 46 20 01 00 00 00 c6 86 8d 00 00 00 03 e9 eb
;   0x0260: 02 00 00
; (no source location: register moves, constants, padding)
;   0x0263: 48 8b 74 24 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0268: 45 85 e4 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0271: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0276: e9 c7 02 00 00
;   0x027b: 41 8d 4c 24 ff ba 02 00 00 00 3b ca 0f 42 d1 4c
;   0x028b: 8d 05 0a 00 00 00 49 63 0c 90 4c 03 c1 41 ff e0
;   0x029b: 31 00 00 00 16 00 00 00 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x02a7: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02ac: e9 91 02 00 00
;   0x02b1: 4c 0f b6 4b 30 4d 89 ca
; line 47: shr.u32 %r9, %r9, 1;
;   0x02b9: 44 8b 6b 28
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02bd: 48 81 c0 fe ff ff ff 41 d1 ed
; line 48: bra.uni $L__loop;
;   0x02c7: e9 16 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02cc: 4c 0f b6 4b 30 4d 89 ca
; line 33: shr.u32 %r9, %r3, 1;
;   0x02d4: 44 8b 6b 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02d8: 48 81 c0 ff ff ff ff 41 d1 ed
;   0x02e2: 4c 8d 78 fe
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x02e6: 4d 85 ff 0f 8c 01 06 00 00
; line 36: @%p1 bra $L__done;
;   0x02ef: 45 85 ed 0f 84 d1 00 00 00
; line 37: setp.ge.u32 %p2, %r1, %r9;
;   0x02f8: 8b 4b 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02fb: 49 8d 47 fe
; line 38: @%p2 bra $L__skip;
;   0x02ff: 41 3b cd 0f 82 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0308: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x030d: e9 81 00 00 00
; line 40: add.s32 %r10, %r8, %r10;
;   0x0312: 8b 43 20 42 8d 14 a8 4c 8b 64 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x031e: 49 8d 44 24 bc
; line 41: ld.shared.u32 %r11, [%r10];
;   0x0323: 48 3b d0 0f 96 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0329: 48 f7 c2 03 00 00 00 41 0f 94 c0
; line 41: ld.shared.u32 %r11, [%r10];
;   0x0334: 41 84 c8 0f 84 34 04 00 00
;   0x033d: 8b 0c 16
; line 42: ld.shared.u32 %r5, [%r8];
;   0x0340: 8b 53 20 8b d2 48 3b d0 41 0f 96 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x034c: 48 f7 c2 03 00 00 00 41 0f 94 c0
; line 42: ld.shared.u32 %r5, [%r8];
;   0x0357: 45 84 c8 0f 84 37 04 00 00
;   0x0360: 44 8b 0c 16
; line 44: st.shared.u32 [%r8], %r5;
;   0x0364: 8b 53 20 8b d2 48 3b d0 0f 96 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x036f: 48 f7 c2 03 00 00 00 41 0f 94 c0
; line 44: st.shared.u32 [%r8], %r5;
;   0x037a: 41 84 c0 0f 84 3a 04 00 00
; line 43: add.s32 %r5, %r5, %r11;
;   0x0383: 41 8d 04 09
; line 44: st.shared.u32 [%r8], %r5;
;   0x0387: 89 04 16
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x038a: 49 8d 47 f8 48 8b 74 24 38
; (no source location: register moves, constants, padding)
;   0x0393: 48 8b 74 24 38
; line 46: bar.sync 0;
;   0x0398: 48 c7 46 78 00 00 00 00 44 89 6b 28 4d 89 d1 44
;   0x03a8: 88 4b 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03ab: 48 81 c0 ff ff ff ff
; line 46: bar.sync 0;
;   0x03b2: 48 89 46 40 c7 46 20 02 00 00 00 c6 86 8d 00 00
;   0x03c2: 00 03 e9 85 01 00 00
; line 50: setp.ne.s32 %p1, %r1, 0;
;   0x03c9: 8b 43 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03cc: 49 8d 4f fe
; line 51: @%p1 bra $L__end;
;   0x03d0: 85 c0 0f 85 03 01 00 00
; line 52: ld.shared.u32 %r5, [buf];
;   0x03d8: 8b 06
; line 53: mul.wide.u32 %rd7, %r2, 4;
;   0x03da: 44 8b 63 10
; line 54: add.s64 %rd8, %rd4, %rd7;
;   0x03de: 4c 8b 03
; line 55: st.global.u32 [%rd8], %r5;
;   0x03e1: 48 8b 4c 24 28 4c 8b 4c 24 30
; line 53: mul.wide.u32 %rd7, %r2, 4;
;   0x03eb: 45 8b d4
; line 54: add.s64 %rd8, %rd4, %rd7;
;   0x03ee: 4b 8d 14 90 48 89 d6
; line 55: st.global.u32 [%rd8], %r5;
;   0x03f5: 48 2b f1 49 3b f1 0f 83 e2 03 00 00
;   0x0401: 48 f7 c2 03 00 00 00 0f 85 d5 03 00 00
; (no source location: register moves, constants, padding)
;   0x040e: 4c 8b 5c 24 60
; line 55: st.global.u32 [%rd8], %r5;
;   0x0413: 49 8d 8c 13 00 00 00 f0 e9 b5 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0420: 49 c1 e9 03 48 8b 4c 24 50
; line 55: st.global.u32 [%rd8], %r5;
;   0x0429: 4a 0f b6 34 09 81 fe ff 00 00 00 0f 85 d0 03 00
;   0x0439: 00
;   0x043a: 48 f7 c2 03 00 00 00 0f 85 c3 03 00 00 e9 b6 03
;   0x044a: 00 00
;   0x044c: 4c 8b 8f 98 00 00 00 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0456: 48 c1 ee 03
; line 55: st.global.u32 [%rd8], %r5;
;   0x045a: 49 0f b6 34 31 81 fe ff 00 00 00 0f 85 fe 03 00
;   0x046a: 00
;   0x046b: 48 f7 c2 03 00 00 00 0f 85 f1 03 00 00
; (no source location: register moves, constants, padding)
;   0x0478: 48 8b 74 24 38
; line 55: st.global.u32 [%rd8], %r5;
;   0x047d: 48 03 0e e9 50 00 00 00
;   0x0485: 4c 8b 47 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x048c: 48 c1 ee 03
; line 55: st.global.u32 [%rd8], %r5;
;   0x0490: 49 0f b6 34 30 81 fe ff 00 00 00 0f 85 e4 03 00
;   0x04a0: 00
;   0x04a1: 48 f7 c2 03 00 00 00 0f 85 d7 03 00 00
;   0x04ae: 48 03 4f 30 e9 1e 00 00 00
; (no source location: register moves, constants, padding)
;   0x04b7: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04bc: 89 4e 24 48 89 56 28 48 89 46 30 4c 89 46 38 b8
;   0x04cc: 02 00 00 00 e9 11 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x04d5: 89 01
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04d7: 49 8d 4f fa
;   0x04db: 33 c0 4c 8d 79 ff 48 8b 74 24 38
; (no source location: register moves, constants, padding)
;   0x04e6: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04eb: 4c 89 7e 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x04fb: 00 00
;   0x04fd: 48 8b 9c 24 80 00 00 00 4c 8b a4 24 88 00 00 00
;   0x050d: 4c 8b ac 24 90 00 00 00 4c 8b b4 24 98 00 00 00
;   0x051d: 4c 8b bc 24 a0 00 00 00 48 81 c4 b0 00 00 00 48
;   0x052d: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0531: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0536: c7 46 20 ff ff ff ff e9 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x0542: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0547: c6 86 8d 00 00 00 00
; (no source location: register moves, constants, padding)
;   0x054e: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0553: 48 81 c6 98 00 00 00 48 89 74 24 38 48 8b 5c 24
;   0x0563: 78 e9 09 fb ff ff
;   0x0569: 33 c0 48 8b 9c 24 80 00 00 00 4c 8b a4 24 88 00
;   0x0579: 00 00 4c 8b ac 24 90 00 00 00 4c 8b b4 24 98 00
;   0x0589: 00 00 4c 8b bc 24 a0 00 00 00 48 81 c4 b0 00 00
;   0x0599: 00 48 89 ec 5d c3
;   0x059f: 4f 8d 8c ac 00 00 00 f0 48 8b 4c 24 58 4c 8d 51
;   0x05af: fc
; line 27: ld.global.u32 %r5, [%rd6];
;   0x05b0: 4d 3b ca 0f 86 bd fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05b9: e9 40 00 00 00
; (no source location: register moves, constants, padding)
;   0x05be: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05c1: e9 b6 00 00 00
; line 27: ld.global.u32 %r5, [%rd6];
;   0x05c6: 4a 0f b7 04 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05cb: 43 8d 8c ac 00 00 00 f0 83 e1 07
; line 27: ld.global.u32 %r5, [%rd6];
;   0x05d6: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05db: 83 e0 0f 83 f8 0f 0f 94 c0 48 f7 c2 03 00 00 00
;   0x05eb: 0f 94 c1
; line 27: ld.global.u32 %r5, [%rd6];
;   0x05ee: 84 c1 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x05f6: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05f9: e9 7e 00 00 00
;   0x05fe: 48 b8 00 00 00 60 ff ff ff ff 48 8d 0c 02 48 c7
;   0x060e: c0 fc ff ff ff 48 03 87 90 00 00 00
; line 27: ld.global.u32 %r5, [%rd6];
;   0x061a: 48 3b c8 0f 86 80 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0623: 4b 8d 8c ac 00 00 00 80 48 c7 c0 fc ff ff ff 48
;   0x0633: 03 47 38
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0636: 48 3b c8 0f 86 9c fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x063f: 41 b8 04 00 00 00 48 8b 74 24 38 4c 89 c1
; line 27: ld.global.u32 %r5, [%rd6];
;   0x064d: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x065d: 85 c9 0f 85 a2 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0665: 33 c9 b8 04 00 00 00 48 8b 74 24 38 4c 89 c2 49
;   0x0675: 89 c0
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0677: e9 3b fe ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x067c: ba 04 00 00 00 48 8b 4c 24 70 4c 89 c6
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0689: e8 00 00 00 00 4c 8b 5c 24 60
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0693: 49 8d 8c 33 00 00 00 f0
; line 27: ld.global.u32 %r5, [%rd6];
;   0x069b: e9 67 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06a0: b9 01 00 00 00 b8 00 00 00 80 49 8d 14 06 b8 04
;   0x06b0: 00 00 00 48 8b 74 24 38 49 89 c0
; line 31: st.shared.u32 [%r8], %r5;
;   0x06bb: e9 f7 fd ff ff
; (no source location: register moves, constants, padding)
;   0x06c0: 48 8b 44 24 38 48 8b 74 24 48
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x06ca: 48 8b 48 50 48 0f b6 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06d2: 41 be a4 01 00 00 b8 02 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x06dd: 85 c9 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x06e5: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06ea: e9 c1 02 00 00
; (no source location: register moves, constants, padding)
;   0x06ef: 4c 8b 44 24 38
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x06f4: 4d 8b 60 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06f8: 41 b9 00 00 10 00 4d 3b cc 4d 89 e5 4d 0f 4c e9
;   0x0708: 41 be a4 01 00 00 b8 01 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0713: 4d 85 ed 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x071c: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0721: e9 8a 02 00 00
; (no source location: register moves, constants, padding)
;   0x0726: 48 8b 44 24 38
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x072b: 4c 8b 50 68 4d 89 e9 49 f7 d9 f0 4d 0f c1 0a
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x073a: 41 be a4 01 00 00 b8 06 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0745: 4d 3b cd 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x074e: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0753: e9 58 02 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0758: 4d 2b e5 48 8b 44 24 38 4c 89 60 48 4d 03 fd 48
;   0x0768: 89 74 24 48 e9 8e f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0771: b9 02 00 00 00 b8 00 00 00 80 48 03 d0 b8 04 00
;   0x0781: 00 00 49 81 c7 f8 ff ff ff 48 8b 74 24 38 49 89
;   0x0791: c0
; line 41: ld.shared.u32 %r11, [%r10];
;   0x0792: e9 20 fd ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0797: b9 03 00 00 00 b8 00 00 00 80 48 03 d0 b8 04 00
;   0x07a7: 00 00 49 81 c7 f8 ff ff ff 48 8b 74 24 38 49 89
;   0x07b7: c0
; line 42: ld.shared.u32 %r5, [%r8];
;   0x07b8: e9 fa fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07bd: b9 04 00 00 00 b8 00 00 00 80 48 03 d0 b8 04 00
;   0x07cd: 00 00 49 81 c7 f8 ff ff ff 48 8b 74 24 38 49 89
;   0x07dd: c0
; line 44: st.shared.u32 [%r8], %r5;
;   0x07de: e9 d4 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07e3: 4f 8d 8c 90 00 00 00 f0 48 8b 5c 24 58 48 8d 73
;   0x07f3: fc
; line 55: st.global.u32 [%rd8], %r5;
;   0x07f4: 4c 3b ce 0f 86 23 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07fd: e9 43 00 00 00
; (no source location: register moves, constants, padding)
;   0x0802: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0805: e9 c2 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x080a: 4a 0f b7 0c 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x080f: 47 8d 8c a0 00 00 00 f0 41 83 e1 07
; line 55: st.global.u32 [%rd8], %r5;
;   0x081b: c4 e2 33 f7 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0820: 83 e1 0f 83 f9 0f 0f 94 c1 48 f7 c2 03 00 00 00
;   0x0830: 40 0f 94 c6
; line 55: st.global.u32 [%rd8], %r5;
;   0x0834: 40 84 ce 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x083d: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0840: e9 87 00 00 00
;   0x0845: 48 b9 00 00 00 60 ff ff ff ff 48 03 ca 49 c7 c1
;   0x0855: fc ff ff ff 4c 03 8f 90 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x0860: 49 3b c9 0f 86 e3 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0869: 4b 8d 8c 90 00 00 00 80 49 c7 c0 fc ff ff ff 4c
;   0x0879: 03 47 38
; line 55: st.global.u32 [%rd8], %r5;
;   0x087c: 49 3b c8 0f 86 00 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0885: 41 b8 04 00 00 00 48 8b 74 24 38 4c 89 c1
; line 55: st.global.u32 [%rd8], %r5;
;   0x0893: e8 00 00 00 00 49 89 d0 48 8b 8e 90 00 00 00 48
;   0x08a3: 85 c9 0f 85 2a fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08ab: b9 05 00 00 00 b8 04 00 00 00 49 81 c7 fa ff ff
;   0x08bb: ff 48 8b 74 24 38 4c 89 c2 49 89 c0
; line 55: st.global.u32 [%rd8], %r5;
;   0x08c7: e9 eb fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08cc: ba 04 00 00 00 48 8b 4c 24 68 4c 89 c6
; line 55: st.global.u32 [%rd8], %r5;
;   0x08d9: e8 00 00 00 00 4c 8b 5c 24 60
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08e3: 49 8d 8c 33 00 00 00 f0
; line 55: st.global.u32 [%rd8], %r5;
;   0x08eb: e9 e5 fb ff ff
; (no source location: register moves, constants, padding)
;   0x08f0: 48 8b 44 24 38 48 8b 4c 24 50 4d 89 d1 4c 8b 64
;   0x0900: 24 40
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x0902: 48 8b 40 50 48 0f b6 10
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x090a: 41 be aa 03 00 00 b8 02 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x0915: 85 d2 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x091d: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0922: e9 89 00 00 00
; (no source location: register moves, constants, padding)
;   0x0927: 48 8b 44 24 38
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x092c: 48 8b 50 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0930: b8 00 00 10 00 48 3b c2 49 89 d2 4c 0f 4c d0 41
;   0x0940: be aa 03 00 00 b8 01 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x094a: 4d 85 d2 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0953: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0958: e9 53 00 00 00
; (no source location: register moves, constants, padding)
;   0x095d: 4c 8b 44 24 38
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x0962: 49 8b 40 68 4d 89 d3 49 f7 db f0 4c 0f c1 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0971: 41 be aa 03 00 00 b8 06 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x097c: 4d 3b da 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0985: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x098a: e9 21 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x098f: 49 2b d2 48 8b 44 24 38 48 89 50 48 4d 03 fa 4d
;   0x099f: 89 ca 4c 89 64 24 40 48 89 4c 24 50 e9 36 f9 ff
;   0x09af: ff
; (no source location: register moves, constants, padding)
;   0x09b0: 48 8b 74 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09b5: 44 89 76 60 89 46 64 b8 04 00 00 00 e9 20 fb ff
;   0x09c5: ff
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xb0, %rsp
  movq %rbx, 0x80(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x88(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x90(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x98(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xa0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq $0x0, <offset:1>+0x20(%rsp)
  movq $0x0, <offset:1>+0x30(%rsp)
  imulq $0x98, %rdx, %rax
  leaq (%rsi, %rax), %rax
  movq %rsi, <offset:1>+0x38(%rsp)
  movq %rax, <offset:1>+0x78(%rsp)
  leaq <offset:1>+0x18(%rsp), %rcx
  movq %rcx, <offset:1>+0x70(%rsp)
  leaq <offset:1>+0x28(%rsp), %rcx
  movq %rcx, <offset:1>+0x68(%rsp)
  movq <offset:1>+0x78(%rsp), %rbx
  jmp     label1
block1:
  cmpq %rbx, %rsi
  movq %rbx, <offset:1>+0x78(%rsp)
  jz      label126; j label2
block2:
  movl 0x20(%rsi), %r12d
  cmpl $0xffffffff, %r12d
  jz      label3; j label4
block3:
  movq %rsi, <offset:1>+0x38(%rsp)
  jmp     label125
block4:
  movq 0x48(%rdi), %rdx
  movq 0x50(%rdi), %rax
  movq 0x58(%rdi), %rax
  movq (%rdi), %r9
  movq %r9, <offset:1>+0x60(%rsp)
  movq 8(%rdi), %rcx
  movq %rcx, <offset:1>+0x58(%rsp)
  movq 0x10(%rdi), %rax
  movq %rax, <offset:1>+0x50(%rsp)
  movq 0x30(%rdi), %r11
  movq %r11, <offset:1>+0x48(%rsp)
  movq 0x38(%rdi), %rbx
  movq %rbx, <offset:1>+0x40(%rsp)
  movq 0x40(%rdi), %rax
  movq 0x40(%rsi), %rax
  movq 8(%rsi), %rbx
  movq %rsi, <offset:1>+0x38(%rsp)
  testl %r12d, %r12d
  jnz     label51; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  leaq -0x10(%rax), %r15
  jmp     label6
block6:
  testq %r15, %r15
  jl      label44; j label7
block7:
  movq 0x40(%rdx), %r12
  movq 0x58(%rdx), %rax
  movq %rax, (%rbx)
  movq <offset:1>+0x38(%rsp), %rsi
  movl 0x10(%rsi), %r14d
  movl %r14d, 8(%rbx)
  movl 0x6c(%rdi), %eax
  movl %eax, 0x10(%rbx)
  movl 0x60(%rdi), %ecx
  movl %ecx, 0x18(%rbx)
  movslq %eax, %rax
  movslq %ecx, %rcx
  imulq %rcx, %rax
  movq <offset:1>+0x18(%rsp), %rcx
  movq <offset:1>+0x20(%rsp), %r9
  leal (%rax, %r14), %r13d
  leaq (%r12, %r13, 4), %rdx
  movq %rdx, %rax
  subq %rcx, %rax
  cmpq %r9, %rax
  jb      label9; j label8
block9:
  testq $0x3, %rdx
  jnz     label10; j label11
block11:
  movq <offset:1>+0x60(%rsp), %r11
  leaq -0x10000000(%r11, %rdx), %rcx
  jmp     label40
block14:
  shrq $0x3, %r9
  movq <offset:1>+0x50(%rsp), %rcx
  movzbq (%rcx, %r9), %r10
  cmpl $0xff, %r10d
  jz      label16; j label15
block16:
  testq $0x3, %rdx
  jnz     label17; j label18
block24:
  movq 0x98(%rdi), %rax
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label26; j label25
block26:
  testq $0x3, %rdx
  jnz     label27; j label28
block28:
  movq <offset:1>+0x38(%rsp), %rsi
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
  movl %r14d, 0x20(%rbx)
  movq <offset:1>+0x40(%rsp), %r9
  leaq -0x44(%r9), %rcx
  cmpq %rcx, %r14
  setbe %cl
  testq $0x3, %r14
  sete %dl
  testb %cl, %dl
  jnz     label42; j label41
block42:
  jmp     label43
block43:
  movq <offset:1>+0x48(%rsp), %rsi
  movl %eax, (%rsi, %r14)
  movq <offset:1>+0x38(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movb $0x0, 0x30(%rbx)
  movq %r15, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  jmp     label125
block51:
  movq <offset:1>+0x48(%rsp), %rsi
  testl %r12d, %r12d
  jnz     label53; j label52
block52:
  movq <offset:1>+0x38(%rsp), %rsi
  jmp     label124
block53:
  leal -1(%r12), %ecx
  movl $0x2, %edx
  cmpl %edx, %ecx
  cmovbl %ecx, %edx
  br_table %rdx, %r8, %rcx
block54:
  movq <offset:1>+0x38(%rsp), %rsi
  jmp     label124
block55:
  movzbq 0x30(%rbx), %r9
  movq %r9, %r10
  jmp     label56
block56:
  movl 0x28(%rbx), %r13d
  leaq -2(%rax), %rax
  shrl $1, %r13d
  jmp     label59
block57:
  movzbq 0x30(%rbx), %r9
  movq %r9, %r10
  jmp     label58
block58:
  movl 0x18(%rbx), %r13d
  leaq -1(%rax), %rax
  shrl $1, %r13d
  jmp     label59
block59:
  leaq -2(%rax), %r15
  jmp     label60
block60:
  testq %r15, %r15
  jl      label113; j label61
block61:
  testl %r13d, %r13d
  jz      label75; j label62
block62:
  movl 8(%rbx), %ecx
  leaq -2(%r15), %rax
  cmpl %r13d, %ecx
  jnb     label63; j label64
block63:
  movq <offset:1>+0x38(%rsp), %rsi
  jmp     label74
block64:
  movl 0x20(%rbx), %eax
  leal (%rax, %r13, 4), %edx
  movq <offset:1>+0x40(%rsp), %r12
  leaq -0x44(%r12), %rax
  cmpq %rax, %rdx
  setbe %cl
  testq $0x3, %rdx
  sete %r8b
  testb %cl, %r8b
  jnz     label66; j label65
block66:
  jmp     label67
block67:
  movl (%rsi, %rdx), %ecx
  movl 0x20(%rbx), %edx
  movl %edx, %edx
  cmpq %rax, %rdx
  setbe %r9b
  testq $0x3, %rdx
  sete %r8b
  testb %r9b, %r8b
  jnz     label69; j label68
block69:
  jmp     label70
block70:
  movl (%rsi, %rdx), %r9d
  movl 0x20(%rbx), %edx
  movl %edx, %edx
  cmpq %rax, %rdx
  setbe %al
  testq $0x3, %rdx
  sete %r8b
  testb %al, %r8b
  jnz     label72; j label71
block72:
  jmp     label73
block73:
  leal (%r9, %rcx), %eax
  movl %eax, (%rsi, %rdx)
  leaq -8(%r15), %rax
  movq <offset:1>+0x38(%rsp), %rsi
  jmp     label74
block74:
  movq <offset:1>+0x38(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movl %r13d, 0x28(%rbx)
  movq %r10, %r9
  movb %r9b, 0x30(%rbx)
  leaq -1(%rax), %rax
  movq %rax, 0x40(%rsi)
  movl $0x2, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  jmp     label125
block75:
  movl 8(%rbx), %eax
  leaq -2(%r15), %rcx
  testl %eax, %eax
  jnz     label76; j label77
block76:
  jmp     label112
block77:
  movl (%rsi), %eax
  movl 0x10(%rbx), %r12d
  movq (%rbx), %r8
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %r9
  movl %r12d, %r10d
  leaq (%r8, %r10, 4), %rdx
  movq %rdx, %rsi
  subq %rcx, %rsi
  cmpq %r9, %rsi
  jb      label79; j label78
block79:
  testq $0x3, %rdx
  jnz     label80; j label81
block81:
  movq <offset:1>+0x60(%rsp), %r11
  leaq -0x10000000(%r11, %rdx), %rcx
  jmp     label111
block84:
  shrq $0x3, %r9
  movq <offset:1>+0x50(%rsp), %rcx
  movzbq (%rcx, %r9), %rsi
  cmpl $0xff, %esi
  jz      label86; j label85
block86:
  testq $0x3, %rdx
  jnz     label87; j label88
block94:
  movq 0x98(%rdi), %r9
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%r9, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label96; j label95
block96:
  testq $0x3, %rdx
  jnz     label97; j label98
block98:
  movq <offset:1>+0x38(%rsp), %rsi
  addq (%rsi), %rcx
  jmp     label111
block101:
  movq 0x40(%rdi), %r8
  movq %rcx, %rsi
  shrq $0x3, %rsi
  movzbq (%r8, %rsi), %rsi
  cmpl $0xff, %esi
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
  movq <offset:1>+0x38(%rsp), %rsi
  movl %ecx, 0x24(%rsi)
  movq %rdx, 0x28(%rsi)
  movq %rax, 0x30(%rsi)
  movq %r8, 0x38(%rsi)
  movl $0x2, %eax
  jmp     label121
block111:
  movl %eax, (%rcx)
  leaq -6(%r15), %rcx
  jmp     label112
block112:
  uninit  %rax
  xorl %eax, %eax
  leaq -1(%rcx), %r15
  movq <offset:1>+0x38(%rsp), %rsi
  jmp     label121
block121:
  movq <offset:1>+0x38(%rsp), %rsi
  movq %r15, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label123; j label122
block122:
  movq 0x80(%rsp), %rbx
  movq 0x88(%rsp), %r12
  movq 0x90(%rsp), %r13
  movq 0x98(%rsp), %r14
  movq 0xa0(%rsp), %r15
  addq $0xb0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block123:
  movq <offset:1>+0x38(%rsp), %rsi
  movl $0xffffffff, 0x20(%rsi)
  jmp     label125
block124:
  movq <offset:1>+0x38(%rsp), %rsi
  movb $0x0, 0x8d(%rsi)
  jmp     label125
block125:
  movq <offset:1>+0x38(%rsp), %rsi
  leaq 0x98(%rsi), %rsi
  movq %rsi, <offset:1>+0x38(%rsp)
  movq <offset:1>+0x78(%rsp), %rbx
  jmp     label1
block126:
  uninit  %rax
  xorl %eax, %eax
  movq 0x80(%rsp), %rbx
  movq 0x88(%rsp), %r12
  movq 0x90(%rsp), %r13
  movq 0x98(%rsp), %r14
  movq 0xa0(%rsp), %r15
  addq $0xb0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block8:
  jmp     label12
block10:
  jmp     label12
block12:
  leaq -0x10000000(%r12, %r13, 4), %r9
  movq <offset:1>+0x58(%rsp), %rcx
  leaq -4(%rcx), %r10
  cmpq %r10, %r9
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
  movzwq (%rcx, %r9), %rax
  leal -0x10000000(%r12, %r13, 4), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0xf, %eax
  cmpl $0xf, %eax
  sete %al
  testq $0x3, %rdx
  sete %cl
  testb %al, %cl
  jnz     label20; j label21
block20:
  movq %rdx, %r8
  jmp     label39
block21:
  jmp     label22
block22:
  movabsq $0xffffffff60000000, %rax
  leaq (%rdx, %rax), %rcx
  movq $0xfffffffffffffffc, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %rcx
  jbe     label24; j label23
block23:
  jmp     label29
block25:
  jmp     label29
block27:
  jmp     label29
block29:
  leaq -0x80000000(%r12, %r13, 4), %rcx
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
  movq <offset:1>+0x38(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label37; j label38
block38:
  uninit  %rcx
  xorl %ecx, %ecx
  movl $0x4, %eax
  movq <offset:1>+0x38(%rsp), %rsi
  movq %r8, %rdx
  movq %rax, %r8
  jmp     label109
block39:
  movl $0x4, %edx
  movq <offset:1>+0x70(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq <offset:1>+0x60(%rsp), %r11
  leaq -0x10000000(%r11, %rsi), %rcx
  jmp     label40
block41:
  movl $0x1, %ecx
  movl $0x80000000, %eax
  leaq (%r14, %rax), %rdx
  movl $0x4, %eax
  movq <offset:1>+0x38(%rsp), %rsi
  movq %rax, %r8
  jmp     label109
block44:
  movq <offset:1>+0x38(%rsp), %rax
  movq <offset:1>+0x48(%rsp), %rsi
  movq 0x50(%rax), %rcx
  movzbq (%rcx), %rcx
  movl $0x1a4, %r14d
  movl $0x2, %eax
  testl %ecx, %ecx
  jnz     label45; j label46
block45:
  movq <offset:1>+0x38(%rsp), %rsi
  jmp     label120
block46:
  movq <offset:1>+0x38(%rsp), %r8
  movq 0x48(%r8), %r12
  movl $0x100000, %r9d
  cmpq %r12, %r9
  movq %r12, %r13
  cmovlq %r9, %r13
  movl $0x1a4, %r14d
  movl $0x1, %eax
  testq %r13, %r13
  jnle    label48; j label47
block47:
  movq <offset:1>+0x38(%rsp), %rsi
  jmp     label120
block48:
  movq <offset:1>+0x38(%rsp), %rax
  movq 0x68(%rax), %r10
  movq %r13, %r9
  negq %r9
  lock xaddq %r9, (%r10)
  movl $0x1a4, %r14d
  movl $0x6, %eax
  cmpq %r13, %r9
  jl      label49; j label50
block49:
  movq <offset:1>+0x38(%rsp), %rsi
  jmp     label120
block50:
  subq %r13, %r12
  movq <offset:1>+0x38(%rsp), %rax
  movq %r12, 0x48(%rax)
  leaq (%r15, %r13), %r15
  movq %rsi, <offset:1>+0x48(%rsp)
  jmp     label6
block65:
  movl $0x2, %ecx
  movl $0x80000000, %eax
  leaq (%rdx, %rax), %rdx
  movl $0x4, %eax
  leaq -8(%r15), %r15
  movq <offset:1>+0x38(%rsp), %rsi
  movq %rax, %r8
  jmp     label109
block68:
  movl $0x3, %ecx
  movl $0x80000000, %eax
  leaq (%rdx, %rax), %rdx
  movl $0x4, %eax
  leaq -8(%r15), %r15
  movq <offset:1>+0x38(%rsp), %rsi
  movq %rax, %r8
  jmp     label109
block71:
  movl $0x4, %ecx
  movl $0x80000000, %eax
  leaq (%rdx, %rax), %rdx
  movl $0x4, %eax
  leaq -8(%r15), %r15
  movq <offset:1>+0x38(%rsp), %rsi
  movq %rax, %r8
  jmp     label109
block78:
  jmp     label82
block80:
  jmp     label82
block82:
  leaq -0x10000000(%r8, %r10, 4), %r9
  movq <offset:1>+0x58(%rsp), %rbx
  leaq -4(%rbx), %rsi
  cmpq %rsi, %r9
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
  movzwq (%rcx, %r9), %rcx
  leal -0x10000000(%r8, %r12, 4), %r9d
  andl $0x7, %r9d
  shrxl %r9d, %ecx, %ecx
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
  movq $0xfffffffffffffffc, %r9
  addq 0x90(%rdi), %r9
  cmpq %r9, %rcx
  jbe     label94; j label93
block93:
  jmp     label99
block95:
  jmp     label99
block97:
  jmp     label99
block99:
  leaq -0x80000000(%r8, %r10, 4), %rcx
  movq $0xfffffffffffffffc, %r8
  addq 0x38(%rdi), %r8
  cmpq %r8, %rcx
  jbe     label101; j label100
block100:
  jmp     label106
block102:
  jmp     label106
block104:
  jmp     label106
block106:
  movl $0x4, %r8d
  movq <offset:1>+0x38(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %rcx
  testq %rcx, %rcx
  jnz     label107; j label108
block108:
  movl $0x5, %ecx
  movl $0x4, %eax
  leaq -6(%r15), %r15
  movq <offset:1>+0x38(%rsp), %rsi
  movq %r8, %rdx
  movq %rax, %r8
  jmp     label109
block110:
  movl $0x4, %edx
  movq <offset:1>+0x68(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq <offset:1>+0x60(%rsp), %r11
  leaq -0x10000000(%r11, %rsi), %rcx
  jmp     label111
block113:
  movq <offset:1>+0x38(%rsp), %rax
  movq <offset:1>+0x50(%rsp), %rcx
  movq %r10, %r9
  movq <offset:1>+0x40(%rsp), %r12
  movq 0x50(%rax), %rax
  movzbq (%rax), %rdx
  movl $0x3aa, %r14d
  movl $0x2, %eax
  testl %edx, %edx
  jnz     label114; j label115
block114:
  movq <offset:1>+0x38(%rsp), %rsi
  jmp     label120
block115:
  movq <offset:1>+0x38(%rsp), %rax
  movq 0x48(%rax), %rdx
  movl $0x100000, %eax
  cmpq %rdx, %rax
  movq %rdx, %r10
  cmovlq %rax, %r10
  movl $0x3aa, %r14d
  movl $0x1, %eax
  testq %r10, %r10
  jnle    label117; j label116
block116:
  movq <offset:1>+0x38(%rsp), %rsi
  jmp     label120
block117:
  movq <offset:1>+0x38(%rsp), %r8
  movq 0x68(%r8), %rax
  movq %r10, %r11
  negq %r11
  lock xaddq %r11, (%rax)
  movl $0x3aa, %r14d
  movl $0x6, %eax
  cmpq %r10, %r11
  jl      label118; j label119
block118:
  movq <offset:1>+0x38(%rsp), %rsi
  jmp     label120
block119:
  subq %r10, %rdx
  movq <offset:1>+0x38(%rsp), %rax
  movq %rdx, 0x48(%rax)
  leaq (%r15, %r10), %r15
  movq %r9, %r10
  movq %r12, <offset:1>+0x40(%rsp)
  movq %rcx, <offset:1>+0x50(%rsp)
  jmp     label60
block120:
  movq <offset:1>+0x38(%rsp), %rsi
  movl %r14d, 0x60(%rsi)
  movl %eax, 0x64(%rsi)
  movl $0x4, %eax
  jmp     label121
; 2502 bytes

