; kernel block_sum
; kernel block_sum (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec a0 00 00 00 48 89 5c 24 70
;   0x0010: 4c 89 64 24 78 4c 89 ac 24 80 00 00 00 4c 89 b4
;   0x0020: 24 88 00 00 00 4c 89 bc 24 90 00 00 00
;   0x002d: 48 89 7c 24 38 48 c7 44 24 20 00 00 00 00 48 c7
;   0x003d: 44 24 30 00 00 00 00 48 69 c2 98 00 00 00 48 8d
;   0x004d: 3c 06 48 89 74 24 40 48 89 7c 24 68
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0059: 48 8d 4c 24 18 48 89 4c 24 60
; line 55: st.global.u32 [%rd8], %r5;
;   0x0063: 48 8d 4c 24 28 48 89 4c 24 58 48 8b 5c 24 68
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0072: 48 3b f3 48 89 5c 24 68 0f 84 fe 03 00 00
;   0x0080: 44 8b 6e 20 41 83 fd ff 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x008e: 48 89 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0093: e9 cb 03 00 00
; (no source location: register moves, constants, padding)
;   0x0098: 48 8b 7c 24 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x009d: 4c 8b 67 48 48 8b 47 50 48 8b 47 58 48 8b 07 48
;   0x00ad: 89 44 24 50 48 8b 4f 08 48 89 4c 24 48 4c 8b 4f
;   0x00bd: 10 4d 89 c8 4c 8b 4f 30 48 8b 5f 38 49 89 da 48
;   0x00cd: 8b 47 40 48 8b 56 40 4c 8b 5e 08 48 89 74 24 40
;   0x00dd: 45 85 ed 0f 85 18 01 00 00
;   0x00e6: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x00f6: 00 4c 8d 72 f0
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x00fb: 4d 85 f6 0f 8c 97 04 00 00
;   0x0104: 4d 8b 6c 24 40
; line 18: ld.param.u64 %rd2, [block_sum_param_1];
;   0x0109: 49 8b 44 24 58
; line 20: cvta.to.global.u64 %rd4, %rd2;
;   0x010e: 49 89 03 48 8b 74 24 40
; line 21: mov.u32 %r1, %tid.x;
;   0x0116: 44 8b 66 10 45 89 63 08 48 8b 7c 24 38
; line 22: mov.u32 %r2, %ctaid.x;
;   0x0123: 8b 47 6c 41 89 43 10
; line 23: mov.u32 %r3, %ntid.x;
;   0x012a: 8b 4f 60 41 89 4b 18
; line 24: mad.lo.s32 %r4, %r2, %r3, %r1;
;   0x0131: 48 63 c0 48 63 c9 48 0f af c1
; line 27: ld.global.u32 %r5, [%rd6];
;   0x013b: 48 8b 4c 24 18 48 8b 7c 24 20
; line 24: mad.lo.s32 %r4, %r2, %r3, %r1;
;   0x0145: 46 8d 3c 20
; line 26: add.s64 %rd6, %rd3, %rd5;
;   0x0149: 4b 8d 54 bd 00 48 89 d0
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0151: 48 2b c1 48 3b c7 0f 83 51 03 00 00
;   0x015d: 48 f7 c2 03 00 00 00 0f 85 44 03 00 00
; (no source location: register moves, constants, padding)
;   0x016a: 48 8b 44 24 50
; line 27: ld.global.u32 %r5, [%rd6];
;   0x016f: 48 8d 84 10 00 00 00 f0 e9 2a 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x017c: 48 c1 e8 03 4c 89 c6
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0183: 48 0f b6 0c 06 81 f9 ff 00 00 00 0f 85 44 03 00
;   0x0193: 00
;   0x0194: 48 f7 c2 03 00 00 00 0f 85 37 03 00 00 e9 2a 03
;   0x01a4: 00 00
;   0x01a6: 8b 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01a8: 41 c1 e4 02
; line 30: add.s32 %r8, %r7, %r6;
;   0x01ac: 45 89 63 20 4c 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01b3: 48 8d 4f bc
; line 31: st.shared.u32 [%r8], %r5;
;   0x01b7: 4c 3b e1 0f 96 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01bd: 49 f7 c4 03 00 00 00 40 0f 94 c6
; line 31: st.shared.u32 [%r8], %r5;
;   0x01c8: 40 84 d6 0f 84 aa 03 00 00
;   0x01d1: 43 89 04 21 48 8b 74 24 40
; line 32: bar.sync 0;
;   0x01da: 48 c7 46 78 00 00 00 00 41 c6 43 30 00 4c 89 76
;   0x01ea: 40 c7 46 20 01 00 00 00 c6 86 8d 00 00 00 03 e9
;   0x01fa: 65 02 00 00
; (no source location: register moves, constants, padding)
;   0x01fe: 4c 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0201: 45 85 ed 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x020a: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x020f: e9 43 02 00 00
;   0x0214: 41 8d 45 ff b9 02 00 00 00 3b c1 0f 42 c8 48 8d
;   0x0224: 3d 09 00 00 00 48 63 04 8f 48 03 f8 ff e7 2b 00
;   0x0234: 00 00 16 00 00 00 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x023e: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0243: e9 0f 02 00 00
;   0x0248: 49 0f b6 5b 30
; line 47: shr.u32 %r9, %r9, 1;
;   0x024d: 45 8b 6b 28
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0251: 48 8d 42 fe 41 d1 ed
; line 48: bra.uni $L__loop;
;   0x0258: e9 10 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x025d: 49 0f b6 5b 30
; line 33: shr.u32 %r9, %r3, 1;
;   0x0262: 45 8b 6b 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0266: 48 8d 42 ff 41 d1 ed
;   0x026d: 4c 8d 70 fe
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x0271: 4d 85 f6 0f 8c 17 05 00 00
; line 36: @%p1 bra $L__done;
;   0x027a: 45 85 ed 0f 84 cd 00 00 00
; line 37: setp.ge.u32 %p2, %r1, %r9;
;   0x0283: 41 8b 4b 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0287: 49 8d 46 fe
; line 38: @%p2 bra $L__skip;
;   0x028b: 41 3b cd 0f 82 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0294: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0299: e9 7f 00 00 00
; line 40: add.s32 %r10, %r8, %r10;
;   0x029e: 41 8b 43 20 42 8d 04 a8 4c 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02a9: 48 8d 4f bc
; line 41: ld.shared.u32 %r11, [%r10];
;   0x02ad: 48 3b c1 0f 96 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02b3: 48 a9 03 00 00 00 40 0f 94 c6
; line 41: ld.shared.u32 %r11, [%r10];
;   0x02bd: 40 84 d6 0f 84 81 03 00 00
;   0x02c6: 41 8b 14 01
; line 42: ld.shared.u32 %r5, [%r8];
;   0x02ca: 41 8b 43 20 8b c0 48 3b c1 40 0f 96 c7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02d7: 48 a9 03 00 00 00 40 0f 94 c6
; line 42: ld.shared.u32 %r5, [%r8];
;   0x02e1: 40 84 fe 0f 84 84 03 00 00
;   0x02ea: 41 8b 3c 01
; line 44: st.shared.u32 [%r8], %r5;
;   0x02ee: 41 8b 43 20 8b c0 48 3b c1 0f 96 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02fa: 48 a9 03 00 00 00 40 0f 94 c6
; line 44: st.shared.u32 [%r8], %r5;
;   0x0304: 40 84 ce 0f 84 88 03 00 00
; line 43: add.s32 %r5, %r5, %r11;
;   0x030d: 8d 0c 17
; line 44: st.shared.u32 [%r8], %r5;
;   0x0310: 41 89 0c 01
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0314: 49 8d 46 f8 48 8b 74 24 40
; (no source location: register moves, constants, padding)
;   0x031d: 48 8b 74 24 40
; line 46: bar.sync 0;
;   0x0322: 48 c7 46 78 00 00 00 00 45 89 6b 28 48 89 d9 41
;   0x0332: 88 4b 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0335: 48 8d 50 ff
; line 46: bar.sync 0;
;   0x0339: 48 89 56 40 c7 46 20 02 00 00 00 c6 86 8d 00 00
;   0x0349: 00 03 e9 13 01 00 00
; line 50: setp.ne.s32 %p1, %r1, 0;
;   0x0350: 45 8b 53 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0354: 49 8d 7e fe
; line 51: @%p1 bra $L__end;
;   0x0358: 45 85 d2 0f 85 95 00 00 00
; line 52: ld.shared.u32 %r5, [buf];
;   0x0361: 45 8b 09
; line 53: mul.wide.u32 %rd7, %r2, 4;
;   0x0364: 45 8b 53 10
; line 54: add.s64 %rd8, %rd4, %rd7;
;   0x0368: 4d 8b 03
; line 55: st.global.u32 [%rd8], %r5;
;   0x036b: 48 8b 4c 24 28 48 8b 7c 24 30
; line 53: mul.wide.u32 %rd7, %r2, 4;
;   0x0375: 41 8b c2
; line 54: add.s64 %rd8, %rd4, %rd7;
;   0x0378: 49 8d 14 80 49 89 d3
; line 55: st.global.u32 [%rd8], %r5;
;   0x037f: 4c 2b d9 4c 3b df 0f 83 31 03 00 00
;   0x038b: 48 f7 c2 03 00 00 00 0f 85 24 03 00 00
; (no source location: register moves, constants, padding)
;   0x0398: 4c 8b 5c 24 50
; line 55: st.global.u32 [%rd8], %r5;
;   0x039d: 49 8d 84 13 00 00 00 f0 e9 45 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03aa: 48 c1 e8 03
; line 55: st.global.u32 [%rd8], %r5;
;   0x03ae: 48 0f b6 0c 06 81 f9 ff 00 00 00 0f 85 25 03 00
;   0x03be: 00
;   0x03bf: 48 f7 c2 03 00 00 00 0f 85 18 03 00 00 e9 0b 03
;   0x03cf: 00 00
; (no source location: register moves, constants, padding)
;   0x03d1: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03d6: 89 4e 24 4c 89 46 28 48 89 56 30 48 89 7e 38 b8
;   0x03e6: 02 00 00 00 e9 12 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x03ef: 44 89 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03f2: 49 8d 7e fa
;   0x03f6: 33 c0 4c 8d 77 ff 48 8b 74 24 40
; (no source location: register moves, constants, padding)
;   0x0401: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0406: 4c 89 76 40 88 86 8d 00 00 00 3c 01 0f 86 2e 00
;   0x0416: 00 00
;   0x0418: 48 8b 5c 24 70 4c 8b 64 24 78 4c 8b ac 24 80 00
;   0x0428: 00 00 4c 8b b4 24 88 00 00 00 4c 8b bc 24 90 00
;   0x0438: 00 00 48 81 c4 a0 00 00 00 48 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0446: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x044b: c7 46 20 ff ff ff ff e9 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x0457: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x045c: c6 86 8d 00 00 00 00
; (no source location: register moves, constants, padding)
;   0x0463: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0468: 48 81 c6 98 00 00 00 48 89 74 24 40 48 8b 5c 24
;   0x0478: 68 e9 f4 fb ff ff
;   0x047e: 33 c0 48 8b 5c 24 70 4c 8b 64 24 78 4c 8b ac 24
;   0x048e: 80 00 00 00 4c 8b b4 24 88 00 00 00 4c 8b bc 24
;   0x049e: 90 00 00 00 48 81 c4 a0 00 00 00 48 89 ec 5d c3
;   0x04ae: 4b 8d 84 bd 00 00 00 f0 48 8b 4c 24 48 48 81 c1
;   0x04be: fc ff ff ff
; line 27: ld.global.u32 %r5, [%rd6];
;   0x04c2: 48 3b c1 0f 86 b1 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04cb: e9 40 00 00 00
; (no source location: register moves, constants, padding)
;   0x04d0: 48 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04d3: e9 7a 00 00 00
; line 27: ld.global.u32 %r5, [%rd6];
;   0x04d8: 48 0f b7 04 06
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04dd: 43 8d 8c bd 00 00 00 f0 83 e1 07
; line 27: ld.global.u32 %r5, [%rd6];
;   0x04e8: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04ed: 83 e0 0f 83 f8 0f 0f 94 c0 48 f7 c2 03 00 00 00
;   0x04fd: 0f 94 c1
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0500: 84 c1 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0508: 48 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x050b: e9 42 00 00 00
;   0x0510: 41 b8 04 00 00 00 48 8b 74 24 40 48 8b 7c 24 38
;   0x0520: 4c 89 c1
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0523: e8 00 00 00 00 48 89 d7 48 8b 86 90 00 00 00 48
;   0x0533: 85 c0 0f 85 6b fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x053b: 33 c9 ba 04 00 00 00 49 89 f8 48 89 d7 48 8b 74
;   0x054b: 24 40
; line 27: ld.global.u32 %r5, [%rd6];
;   0x054d: e9 7f fe ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0552: ba 04 00 00 00 48 89 fe 48 8b 7c 24 38 48 8b 4c
;   0x0562: 24 60
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0564: e8 00 00 00 00 48 8b 44 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x056e: 48 8d 84 30 00 00 00 f0
; line 27: ld.global.u32 %r5, [%rd6];
;   0x0576: e9 2b fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x057b: b9 01 00 00 00 be 00 00 00 80 4d 8d 04 34 ba 04
;   0x058b: 00 00 00 48 8b 74 24 40 48 89 d7
; line 31: st.shared.u32 [%r8], %r5;
;   0x0596: e9 36 fe ff ff
; (no source location: register moves, constants, padding)
;   0x059b: 48 8b 44 24 40 4c 89 c6
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x05a3: 48 8b 40 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05ab: ba a4 01 00 00 41 bf 02 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x05b6: 85 c0 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x05be: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05c3: e9 85 02 00 00
; (no source location: register moves, constants, padding)
;   0x05c8: 48 8b 54 24 40
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x05cd: 4c 8b 6a 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05d1: b9 00 00 10 00 49 3b cd 4c 89 e8 48 0f 4c c1 ba
;   0x05e1: a4 01 00 00 41 bf 01 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x05eb: 48 85 c0 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x05f4: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05f9: e9 4f 02 00 00
; (no source location: register moves, constants, padding)
;   0x05fe: 48 8b 4c 24 40
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0603: 48 8b 51 68 48 89 c1 48 f7 d9 f0 48 0f c1 0a
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0612: ba a4 01 00 00 41 bf 06 00 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x061d: 48 3b c8 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0626: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x062b: e9 1d 02 00 00
; line 17: ld.param.u64 %rd1, [block_sum_param_0];
;   0x0630: 4c 2b e8 48 8b 4c 24 40 4c 89 69 48 4c 03 f0 49
;   0x0640: 89 f0 e9 b4 fa ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0647: b9 02 00 00 00 ba 00 00 00 80 4c 8d 04 10 ba 04
;   0x0657: 00 00 00 49 81 c6 f8 ff ff ff 48 8b 74 24 40 48
;   0x0667: 89 d7
; line 41: ld.shared.u32 %r11, [%r10];
;   0x0669: e9 63 fd ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x066e: b9 03 00 00 00 ba 00 00 00 80 4c 8d 04 10 ba 04
;   0x067e: 00 00 00 49 81 c6 f8 ff ff ff 48 8b 74 24 40 48
;   0x068e: 89 d7
; line 42: ld.shared.u32 %r5, [%r8];
;   0x0690: e9 3c fd ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0695: b9 04 00 00 00 ba 00 00 00 80 4c 8d 04 10 ba 04
;   0x06a5: 00 00 00 49 81 c6 f8 ff ff ff 48 8b 74 24 40 48
;   0x06b5: 89 d7
; line 44: st.shared.u32 [%r8], %r5;
;   0x06b7: e9 15 fd ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06bc: 49 8d 84 80 00 00 00 f0 4c 8b 64 24 48 49 8d 4c
;   0x06cc: 24 fc
; line 55: st.global.u32 [%rd8], %r5;
;   0x06ce: 48 3b c1 0f 86 d3 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06d7: e9 40 00 00 00
; (no source location: register moves, constants, padding)
;   0x06dc: 48 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06df: e9 84 00 00 00
; line 55: st.global.u32 [%rd8], %r5;
;   0x06e4: 48 0f b7 04 06
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06e9: 43 8d 8c 90 00 00 00 f0 83 e1 07
; line 55: st.global.u32 [%rd8], %r5;
;   0x06f4: c4 e2 73 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06f9: 83 e0 0f 83 f8 0f 0f 94 c0 48 f7 c2 03 00 00 00
;   0x0709: 0f 94 c1
; line 55: st.global.u32 [%rd8], %r5;
;   0x070c: 84 c1 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0714: 48 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0717: e9 4c 00 00 00
;   0x071c: 41 b8 04 00 00 00 48 8b 74 24 40 48 8b 7c 24 38
;   0x072c: 4c 89 c1
; line 55: st.global.u32 [%rd8], %r5;
;   0x072f: e8 00 00 00 00 48 89 d7 48 8b 86 90 00 00 00 48
;   0x073f: 85 c0 0f 85 a8 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0747: b9 05 00 00 00 ba 04 00 00 00 49 81 c6 fa ff ff
;   0x0757: ff 49 89 f8 48 89 d7 48 8b 74 24 40
; line 55: st.global.u32 [%rd8], %r5;
;   0x0763: e9 69 fc ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0768: ba 04 00 00 00 48 89 fe 48 8b 7c 24 38 48 8b 4c
;   0x0778: 24 58
; line 55: st.global.u32 [%rd8], %r5;
;   0x077a: e8 00 00 00 00 4c 8b 5c 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0784: 49 8d 84 33 00 00 00 f0
; line 55: st.global.u32 [%rd8], %r5;
;   0x078c: e9 5e fc ff ff
; (no source location: register moves, constants, padding)
;   0x0791: 48 8b 44 24 40 48 89 d9 4c 89 d7 4c 8b 64 24 48
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x07a1: 48 8b 40 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07a9: ba aa 03 00 00 41 bf 02 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x07b4: 85 c0 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x07bc: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07c1: e9 87 00 00 00
; (no source location: register moves, constants, padding)
;   0x07c6: 48 8b 44 24 40
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x07cb: 48 8b 40 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07cf: ba 00 00 10 00 48 3b d0 49 89 c2 4c 0f 4c d2 ba
;   0x07df: aa 03 00 00 41 bf 01 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x07e9: 4d 85 d2 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x07f2: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07f7: e9 51 00 00 00
; (no source location: register moves, constants, padding)
;   0x07fc: 48 8b 54 24 40
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x0801: 48 8b 52 68 4c 89 d3 48 f7 db f0 48 0f c1 1a
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0810: ba aa 03 00 00 41 bf 06 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x081b: 49 3b da 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0824: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0829: e9 1f 00 00 00
; line 35: setp.eq.s32 %p1, %r9, 0;
;   0x082e: 49 2b c2 48 8b 54 24 40 48 89 42 48 4d 03 f2 48
;   0x083e: 89 cb 49 89 fa 4c 89 64 24 48 e9 24 fa ff ff
; (no source location: register moves, constants, padding)
;   0x084d: 48 8b 74 24 40
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0852: 89 56 60 44 89 7e 64 b8 04 00 00 00 e9 9e fb ff
;   0x0862: ff
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xa0, %rsp
  movq %rbx, 0x70(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x78(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x80(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x88(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x90(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, <offset:1>+0x38(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  movq $0x0, <offset:1>+0x30(%rsp)
  imulq $0x98, %rdx, %rax
  leaq (%rsi, %rax), %rdi
  movq %rsi, <offset:1>+0x40(%rsp)
  movq %rdi, <offset:1>+0x68(%rsp)
  leaq <offset:1>+0x18(%rsp), %rcx
  movq %rcx, <offset:1>+0x60(%rsp)
  leaq <offset:1>+0x28(%rsp), %rcx
  movq %rcx, <offset:1>+0x58(%rsp)
  movq <offset:1>+0x68(%rsp), %rbx
  jmp     label1
block1:
  cmpq %rbx, %rsi
  movq %rbx, <offset:1>+0x68(%rsp)
  jz      label98; j label2
block2:
  movl 0x20(%rsi), %r13d
  cmpl $0xffffffff, %r13d
  jz      label3; j label4
block3:
  movq %rsi, <offset:1>+0x40(%rsp)
  jmp     label97
block4:
  movq <offset:1>+0x38(%rsp), %rdi
  movq 0x48(%rdi), %r12
  movq 0x50(%rdi), %rax
  movq 0x58(%rdi), %rax
  movq (%rdi), %rax
  movq %rax, <offset:1>+0x50(%rsp)
  movq 8(%rdi), %rcx
  movq %rcx, <offset:1>+0x48(%rsp)
  movq 0x10(%rdi), %r9
  movq %r9, %r8
  movq 0x30(%rdi), %r9
  movq 0x38(%rdi), %rbx
  movq %rbx, %r10
  movq 0x40(%rdi), %rax
  movq 0x40(%rsi), %rdx
  movq 8(%rsi), %r11
  movq %rsi, <offset:1>+0x40(%rsp)
  testl %r13d, %r13d
  jnz     label37; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  leaq -0x10(%rdx), %r14
  jmp     label6
block6:
  testq %r14, %r14
  jl      label30; j label7
block7:
  movq 0x40(%r12), %r13
  movq 0x58(%r12), %rax
  movq %rax, (%r11)
  movq <offset:1>+0x40(%rsp), %rsi
  movl 0x10(%rsi), %r12d
  movl %r12d, 8(%r11)
  movq <offset:1>+0x38(%rsp), %rdi
  movl 0x6c(%rdi), %eax
  movl %eax, 0x10(%r11)
  movl 0x60(%rdi), %ecx
  movl %ecx, 0x18(%r11)
  movslq %eax, %rax
  movslq %ecx, %rcx
  imulq %rcx, %rax
  movq <offset:1>+0x18(%rsp), %rcx
  movq <offset:1>+0x20(%rsp), %rdi
  leal (%rax, %r12), %r15d
  leaq (%r13, %r15, 4), %rdx
  movq %rdx, %rax
  subq %rcx, %rax
  cmpq %rdi, %rax
  jb      label9; j label8
block9:
  testq $0x3, %rdx
  jnz     label10; j label11
block11:
  movq <offset:1>+0x50(%rsp), %rax
  leaq -0x10000000(%rax, %rdx), %rax
  jmp     label26
block14:
  shrq $0x3, %rax
  movq %r8, %rsi
  movzbq (%rsi, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label16; j label15
block16:
  testq $0x3, %rdx
  jnz     label17; j label18
block23:
  jmp     label26
block26:
  movl (%rax), %eax
  shll $0x2, %r12d
  movl %r12d, 0x20(%r11)
  movq %r10, %rdi
  leaq -0x44(%rdi), %rcx
  cmpq %rcx, %r12
  setbe %dl
  testq $0x3, %r12
  sete %sil
  testb %dl, %sil
  jnz     label28; j label27
block28:
  jmp     label29
block29:
  movl %eax, (%r9, %r12)
  movq <offset:1>+0x40(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movb $0x0, 0x30(%r11)
  movq %r14, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  jmp     label97
block37:
  movq %r8, %rsi
  testl %r13d, %r13d
  jnz     label39; j label38
block38:
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label96
block39:
  leal -1(%r13), %eax
  movl $0x2, %ecx
  cmpl %ecx, %eax
  cmovbl %eax, %ecx
  br_table %rcx, %rdi, %rax
block40:
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label96
block41:
  movzbq 0x30(%r11), %rbx
  jmp     label42
block42:
  movl 0x28(%r11), %r13d
  leaq -2(%rdx), %rax
  shrl $1, %r13d
  jmp     label45
block43:
  movzbq 0x30(%r11), %rbx
  jmp     label44
block44:
  movl 0x18(%r11), %r13d
  leaq -1(%rdx), %rax
  shrl $1, %r13d
  jmp     label45
block45:
  leaq -2(%rax), %r14
  jmp     label46
block46:
  testq %r14, %r14
  jl      label85; j label47
block47:
  testl %r13d, %r13d
  jz      label61; j label48
block48:
  movl 8(%r11), %ecx
  leaq -2(%r14), %rax
  cmpl %r13d, %ecx
  jnb     label49; j label50
block49:
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label60
block50:
  movl 0x20(%r11), %eax
  leal (%rax, %r13, 4), %eax
  movq %r10, %rdi
  leaq -0x44(%rdi), %rcx
  cmpq %rcx, %rax
  setbe %dl
  testq $0x3, %rax
  sete %sil
  testb %dl, %sil
  jnz     label52; j label51
block52:
  jmp     label53
block53:
  movl (%r9, %rax), %edx
  movl 0x20(%r11), %eax
  movl %eax, %eax
  cmpq %rcx, %rax
  setbe %dil
  testq $0x3, %rax
  sete %sil
  testb %dil, %sil
  jnz     label55; j label54
block55:
  jmp     label56
block56:
  movl (%r9, %rax), %edi
  movl 0x20(%r11), %eax
  movl %eax, %eax
  cmpq %rcx, %rax
  setbe %cl
  testq $0x3, %rax
  sete %sil
  testb %cl, %sil
  jnz     label58; j label57
block58:
  jmp     label59
block59:
  leal (%rdi, %rdx), %ecx
  movl %ecx, (%r9, %rax)
  leaq -8(%r14), %rax
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label60
block60:
  movq <offset:1>+0x40(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movl %r13d, 0x28(%r11)
  movq %rbx, %rcx
  movb %cl, 0x30(%r11)
  leaq -1(%rax), %rdx
  movq %rdx, 0x40(%rsi)
  movl $0x2, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  jmp     label97
block61:
  movl 8(%r11), %r10d
  leaq -2(%r14), %rdi
  testl %r10d, %r10d
  jnz     label62; j label63
block62:
  jmp     label84
block63:
  movl (%r9), %r9d
  movl 0x10(%r11), %r10d
  movq (%r11), %r8
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %rdi
  movl %r10d, %eax
  leaq (%r8, %rax, 4), %rdx
  movq %rdx, %r11
  subq %rcx, %r11
  cmpq %rdi, %r11
  jb      label65; j label64
block65:
  testq $0x3, %rdx
  jnz     label66; j label67
block67:
  movq <offset:1>+0x50(%rsp), %r11
  leaq -0x10000000(%r11, %rdx), %rax
  jmp     label83
block70:
  shrq $0x3, %rax
  movzbq (%rsi, %rax), %rcx
  cmpl $0xff, %ecx
  jz      label72; j label71
block72:
  testq $0x3, %rdx
  jnz     label73; j label74
block79:
  jmp     label83
block81:
  movq <offset:1>+0x40(%rsp), %rsi
  movl %ecx, 0x24(%rsi)
  movq %r8, 0x28(%rsi)
  movq %rdx, 0x30(%rsi)
  movq %rdi, 0x38(%rsi)
  movl $0x2, %eax
  jmp     label93
block83:
  movl %r9d, (%rax)
  leaq -6(%r14), %rdi
  jmp     label84
block84:
  uninit  %rax
  xorl %eax, %eax
  leaq -1(%rdi), %r14
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label93
block93:
  movq <offset:1>+0x40(%rsp), %rsi
  movq %r14, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label95; j label94
block94:
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  movq 0x80(%rsp), %r13
  movq 0x88(%rsp), %r14
  movq 0x90(%rsp), %r15
  addq $0xa0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block95:
  movq <offset:1>+0x40(%rsp), %rsi
  movl $0xffffffff, 0x20(%rsi)
  jmp     label97
block96:
  movq <offset:1>+0x40(%rsp), %rsi
  movb $0x0, 0x8d(%rsi)
  jmp     label97
block97:
  movq <offset:1>+0x40(%rsp), %rsi
  leaq 0x98(%rsi), %rsi
  movq %rsi, <offset:1>+0x40(%rsp)
  movq <offset:1>+0x68(%rsp), %rbx
  jmp     label1
block98:
  uninit  %rax
  xorl %eax, %eax
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  movq 0x80(%rsp), %r13
  movq 0x88(%rsp), %r14
  movq 0x90(%rsp), %r15
  addq $0xa0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block8:
  jmp     label12
block10:
  jmp     label12
block12:
  leaq -0x10000000(%r13, %r15, 4), %rax
  movq <offset:1>+0x48(%rsp), %rcx
  leaq -4(%rcx), %rcx
  cmpq %rcx, %rax
  jbe     label14; j label13
block13:
  jmp     label22
block15:
  jmp     label19
block17:
  jmp     label19
block18:
  movq %rdx, %rdi
  jmp     label25
block19:
  movzwq (%rsi, %rax), %rax
  leal -0x10000000(%r13, %r15, 4), %ecx
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
  movq %rdx, %rdi
  jmp     label25
block21:
  jmp     label22
block22:
  movl $0x4, %r8d
  movq <offset:1>+0x40(%rsp), %rsi
  movq <offset:1>+0x38(%rsp), %rdi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %rdi
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label23; j label24
block24:
  uninit  %rcx
  xorl %ecx, %ecx
  movl $0x4, %edx
  movq %rdi, %r8
  movq %rdx, %rdi
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label81
block25:
  movl $0x4, %edx
  movq %rdi, %rsi
  movq <offset:1>+0x38(%rsp), %rdi
  movq <offset:1>+0x60(%rsp), %rcx
  call    User(userextname0)
  movq <offset:1>+0x50(%rsp), %rax
  leaq -0x10000000(%rax, %rsi), %rax
  jmp     label26
block27:
  movl $0x1, %ecx
  movl $0x80000000, %esi
  leaq (%r12, %rsi), %r8
  movl $0x4, %edx
  movq <offset:1>+0x40(%rsp), %rsi
  movq %rdx, %rdi
  jmp     label81
block30:
  movq <offset:1>+0x40(%rsp), %rax
  movq %r8, %rsi
  movq 0x50(%rax), %rax
  movzbq (%rax), %rax
  movl $0x1a4, %edx
  movl $0x2, %r15d
  testl %eax, %eax
  jnz     label31; j label32
block31:
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label92
block32:
  movq <offset:1>+0x40(%rsp), %rdx
  movq 0x48(%rdx), %r13
  movl $0x100000, %ecx
  cmpq %r13, %rcx
  movq %r13, %rax
  cmovlq %rcx, %rax
  movl $0x1a4, %edx
  movl $0x1, %r15d
  testq %rax, %rax
  jnle    label34; j label33
block33:
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label92
block34:
  movq <offset:1>+0x40(%rsp), %rcx
  movq 0x68(%rcx), %rdx
  movq %rax, %rcx
  negq %rcx
  lock xaddq %rcx, (%rdx)
  movl $0x1a4, %edx
  movl $0x6, %r15d
  cmpq %rax, %rcx
  jl      label35; j label36
block35:
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label92
block36:
  subq %rax, %r13
  movq <offset:1>+0x40(%rsp), %rcx
  movq %r13, 0x48(%rcx)
  leaq (%r14, %rax), %r14
  movq %rsi, %r8
  jmp     label6
block51:
  movl $0x2, %ecx
  movl $0x80000000, %edx
  leaq (%rax, %rdx), %r8
  movl $0x4, %edx
  leaq -8(%r14), %r14
  movq <offset:1>+0x40(%rsp), %rsi
  movq %rdx, %rdi
  jmp     label81
block54:
  movl $0x3, %ecx
  movl $0x80000000, %edx
  leaq (%rax, %rdx), %r8
  movl $0x4, %edx
  leaq -8(%r14), %r14
  movq <offset:1>+0x40(%rsp), %rsi
  movq %rdx, %rdi
  jmp     label81
block57:
  movl $0x4, %ecx
  movl $0x80000000, %edx
  leaq (%rax, %rdx), %r8
  movl $0x4, %edx
  leaq -8(%r14), %r14
  movq <offset:1>+0x40(%rsp), %rsi
  movq %rdx, %rdi
  jmp     label81
block64:
  jmp     label68
block66:
  jmp     label68
block68:
  leaq -0x10000000(%r8, %rax, 4), %rax
  movq <offset:1>+0x48(%rsp), %r12
  leaq -4(%r12), %rcx
  cmpq %rcx, %rax
  jbe     label70; j label69
block69:
  jmp     label78
block71:
  jmp     label75
block73:
  jmp     label75
block74:
  movq %rdx, %rdi
  jmp     label82
block75:
  movzwq (%rsi, %rax), %rax
  leal -0x10000000(%r8, %r10, 4), %ecx
  andl $0x7, %ecx
  shrxl %ecx, %eax, %eax
  andl $0xf, %eax
  cmpl $0xf, %eax
  sete %al
  testq $0x3, %rdx
  sete %cl
  testb %al, %cl
  jnz     label76; j label77
block76:
  movq %rdx, %rdi
  jmp     label82
block77:
  jmp     label78
block78:
  movl $0x4, %r8d
  movq <offset:1>+0x40(%rsp), %rsi
  movq <offset:1>+0x38(%rsp), %rdi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %rdi
  movq 0x90(%rsi), %rax
  testq %rax, %rax
  jnz     label79; j label80
block80:
  movl $0x5, %ecx
  movl $0x4, %edx
  leaq -6(%r14), %r14
  movq %rdi, %r8
  movq %rdx, %rdi
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label81
block82:
  movl $0x4, %edx
  movq %rdi, %rsi
  movq <offset:1>+0x38(%rsp), %rdi
  movq <offset:1>+0x58(%rsp), %rcx
  call    User(userextname0)
  movq <offset:1>+0x50(%rsp), %r11
  leaq -0x10000000(%r11, %rsi), %rax
  jmp     label83
block85:
  movq <offset:1>+0x40(%rsp), %rax
  movq %rbx, %rcx
  movq %r10, %rdi
  movq <offset:1>+0x48(%rsp), %r12
  movq 0x50(%rax), %rax
  movzbq (%rax), %rax
  movl $0x3aa, %edx
  movl $0x2, %r15d
  testl %eax, %eax
  jnz     label86; j label87
block86:
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label92
block87:
  movq <offset:1>+0x40(%rsp), %rax
  movq 0x48(%rax), %rax
  movl $0x100000, %edx
  cmpq %rax, %rdx
  movq %rax, %r10
  cmovlq %rdx, %r10
  movl $0x3aa, %edx
  movl $0x1, %r15d
  testq %r10, %r10
  jnle    label89; j label88
block88:
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label92
block89:
  movq <offset:1>+0x40(%rsp), %rdx
  movq 0x68(%rdx), %rdx
  movq %r10, %rbx
  negq %rbx
  lock xaddq %rbx, (%rdx)
  movl $0x3aa, %edx
  movl $0x6, %r15d
  cmpq %r10, %rbx
  jl      label90; j label91
block90:
  movq <offset:1>+0x40(%rsp), %rsi
  jmp     label92
block91:
  subq %r10, %rax
  movq <offset:1>+0x40(%rsp), %rdx
  movq %rax, 0x48(%rdx)
  leaq (%r14, %r10), %r14
  movq %rcx, %rbx
  movq %rdi, %r10
  movq %r12, <offset:1>+0x48(%rsp)
  jmp     label46
block92:
  movq <offset:1>+0x40(%rsp), %rsi
  movl %edx, 0x60(%rsi)
  movl %r15d, 0x64(%rsi)
  movl $0x4, %eax
  jmp     label93
; 2147 bytes

