; kernel histogram
; kernel histogram (work-item loop)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec 00 01 00 00 48 89 9c 24 d0
;   0x0010: 00 00 00 4c 89 a4 24 d8 00 00 00 4c 89 ac 24 e0
;   0x0020: 00 00 00 4c 89 b4 24 e8 00 00 00 4c 89 bc 24 f0
;   0x0030: 00 00 00
;   0x0033: 48 c7 44 24 30 00 00 00 00 48 c7 44 24 40 00 00
;   0x0043: 00 00 33 c0 48 89 44 24 60 48 89 d0 48 23 05 0a
;   0x0053: 0d 00 00 48 89 54 24 50 48 69 c0 98 00 00 00 48
;   0x0063: 8d 14 06 48 89 74 24 48 48 89 94 24 c0 00 00 00
;   0x0073: b8 02 00 00 00 48 89 84 24 b8 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0080: 48 8d 4c 24 38 48 89 8c 24 b0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x008d: 48 3b f2 48 89 94 24 c0 00 00 00 0f 84 78 06 00
;   0x009d: 00
;   0x009e: 8b 56 20 83 fa ff 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x00aa: 48 89 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00af: e9 44 06 00 00
;   0x00b4: 48 8b 47 48 48 8b 4f 50 48 8b 4f 58 4c 8b 6f 30
;   0x00c4: 4c 89 ac 24 a8 00 00 00 48 8b 4f 38 48 89 8c 24
;   0x00d4: a0 00 00 00 48 8b 4f 40 4c 8b 27 4c 89 a4 24 98
;   0x00e4: 00 00 00 4c 8b 7f 08 4c 89 7c 24 68 4c 8b 5f 10
;   0x00f4: 4c 89 9c 24 90 00 00 00 48 8b 4e 40 4c 8b 5e 08
;   0x0104: 48 89 74 24 58 85 d2 0f 85 15 01 00 00
;   0x0111: 48 c7 04 24 00 00 00 00 48 c7 44 24 10 00 00 00
;   0x0121: 00 48 c7 44 24 20 00 00 00 00 4c 8d 51 f6
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x012f: 4d 85 d2 0f 8c 29 07 00 00
;   0x0138: 48 8b 48 58
; line 38: ld.param.u32 %r1, [histogram_param_1];
;   0x013c: 8b 50 70 41 89 13
; line 39: ld.param.u64 %rd2, [histogram_param_2];
;   0x0142: 48 8b 80 88 00 00 00
; line 40: cvta.to.global.u64 %rd3, %rd1;
;   0x0149: 49 89 4b 08
; line 41: cvta.to.global.u64 %rd4, %rd2;
;   0x014d: 49 89 43 10 48 8b 74 24 58
; line 42: mov.u32 %r2, %tid.x;
;   0x0156: 8b 46 10 41 89 43 18
; line 43: mov.u32 %r3, %ntid.x;
;   0x015d: 8b 57 60 41 89 53 20
; line 44: mov.u32 %r4, histogram_bins;
;   0x0164: 41 c7 43 28 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x016c: 3d ff 00 00 00 0f 97 c1
; line 46: setp.gt.u32 %p1, %r2, 255;
;   0x0174: 41 88 4b 30
; line 47: @%p1 bra $L__zeroed;
;   0x0178: 3d ff 00 00 00 0f 86 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0183: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0188: e9 61 00 00 00
;   0x018d: 49 81 c2 ff ff ff ff
;   0x0194: 49 81 c2 f9 ff ff ff
; line 50: shl.b32 %r6, %r5, 2;
;   0x019b: 4d 85 d2 0f 8c 06 06 00 00
; (no source location: register moves, constants, padding)
;   0x01a4: 48 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01a7: c1 e1 02 4c 8b ac 24 a0 00 00 00 49 8d 75 bc
; line 53: st.shared.u32 [%r7], %r8;
;   0x01b6: 48 3b ce 0f 87 cf 05 00 00
; (no source location: register moves, constants, padding)
;   0x01bf: 4c 8b a4 24 a8 00 00 00
; line 53: st.shared.u32 [%r7], %r8;
;   0x01c7: 41 c7 04 0c 00 00 00 00
; line 54: add.s32 %r5, %r5, %r3;
;   0x01cf: 03 c2
; line 56: @%p2 bra $L__zero;
;   0x01d1: 3d 00 01 00 00 0f 83 0d 00 00 00
; (no source location: register moves, constants, padding)
;   0x01dc: 4c 89 ac 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01e4: e9 ab ff ff ff
; (no source location: register moves, constants, padding)
;   0x01e9: 48 8b 74 24 58 48 8b 74 24 58
; line 58: bar.sync 0;
;   0x01f3: 48 c7 46 78 00 00 00 00 41 c6 43 38 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0200: 49 8d 42 ff
; line 58: bar.sync 0;
;   0x0204: 48 89 46 40 c7 46 20 01 00 00 00 c6 86 8d 00 00
;   0x0214: 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0216: 41 bf 01 00 00 00 4c 89 7c 24 60
; line 58: bar.sync 0;
;   0x0221: e9 d2 04 00 00
; (no source location: register moves, constants, padding)
;   0x0226: 4c 8b ac 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x022e: 85 d2 0f 85 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0236: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x023b: e9 ac 04 00 00
;   0x0240: 8d 42 ff ba 02 00 00 00 3b c2 0f 42 d0 48 8d 35
;   0x0250: 09 00 00 00 48 63 04 96 48 03 f0 ff e6 dd 01 00
;   0x0260: 00 16 00 00 00 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x0269: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x026e: e9 79 04 00 00
;   0x0273: 49 0f b6 43 38
; line 80: @%p1 bra $L__end;
;   0x0278: 49 0f b6 43 30
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x027d: 4c 8d 49 ff
; line 80: @%p1 bra $L__end;
;   0x0281: 84 c0 0f 85 a1 01 00 00
; line 81: mov.u32 %r17, %r2;
;   0x0289: 45 8b 63 18 49 8b 43 10 41 8b 5b 20 48 89 9c 24
;   0x0299: 80 00 00 00 41 8b 53 28
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02a1: 4c 8d 49 fe 49 81 c5 bc ff ff ff
;   0x02ac: 4d 8d 51 fb
; line 83: shl.b32 %r18, %r17, 2;
;   0x02b0: 4d 85 d2 0f 8c b2 07 00 00
; (no source location: register moves, constants, padding)
;   0x02b9: 4c 89 e1
; line 83: shl.b32 %r18, %r17, 2;
;   0x02bc: c1 e1 02
; line 85: ld.shared.u32 %r20, [%r19];
;   0x02bf: 49 3b cd 0f 87 51 06 00 00
; (no source location: register moves, constants, padding)
;   0x02c8: 48 8b 94 24 a8 00 00 00
; line 85: ld.shared.u32 %r20, [%r19];
;   0x02d0: 44 8b 0c 0a
; line 87: @%p4 bra $L__next;
;   0x02d4: 45 85 c9 0f 85 15 00 00 00
; (no source location: register moves, constants, padding)
;   0x02dd: 48 8b 94 24 80 00 00 00 4c 8b 9c 24 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02ed: e9 0f 01 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x02f2: 4c 8b 5c 24 38 48 8b 5c 24 40
; line 88: mul.wide.u32 %rd7, %r17, 4;
;   0x02fc: 41 8b cc
; line 89: add.s64 %rd8, %rd4, %rd7;
;   0x02ff: 48 8d 14 88 48 89 d6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0306: 49 2b f3 48 3b f3 0f 83 26 06 00 00
;   0x0312: 48 f7 c2 03 00 00 00 0f 85 26 06 00 00
; (no source location: register moves, constants, padding)
;   0x031f: 4c 8b bc 24 98 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0327: 4d 8d b4 17 00 00 00 f0 4c 8b 9c 24 90 00 00 00
;   0x0337: e9 b2 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x033c: 48 c1 eb 03 4c 8b 9c 24 90 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0348: 49 0f b6 34 1b 81 fe ff 00 00 00 0f 85 23 06 00
;   0x0358: 00
;   0x0359: 48 f7 c2 03 00 00 00 0f 85 16 06 00 00 e9 09 06
;   0x0369: 00 00
;   0x036b: 48 8b 9f 98 00 00 00 4c 89 f6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0375: 48 c1 ee 03
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0379: 48 0f b6 34 33 81 fe ff 00 00 00 0f 85 54 06 00
;   0x0389: 00
;   0x038a: 48 f7 c2 03 00 00 00 0f 85 47 06 00 00
; (no source location: register moves, constants, padding)
;   0x0397: 48 8b 74 24 58
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x039c: 4c 03 36 4c 89 bc 24 98 00 00 00 e9 42 00 00 00
;   0x03ac: 48 8b 4f 40 4c 89 f6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03b3: 48 c1 ee 03
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x03b7: 48 0f b6 0c 31 81 f9 ff 00 00 00 0f 85 32 06 00
;   0x03c7: 00
;   0x03c8: 48 f7 c2 03 00 00 00 0f 85 25 06 00 00
;   0x03d5: 4c 03 77 30 4c 89 bc 24 98 00 00 00 e9 08 00 00
;   0x03e5: 00
; (no source location: register moves, constants, padding)
;   0x03e6: 4c 89 bc 24 98 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x03ee: f0 45 01 0e
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03f2: 49 81 c2 fd ff ff ff 48 8b 94 24 80 00 00 00
; line 92: add.s32 %r17, %r17, %r3;
;   0x0401: 44 03 e2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0404: 4d 8d 4a fd
; line 94: @%p2 bra $L__merge;
;   0x0408: 41 81 fc 00 01 00 00 0f 83 15 00 00 00
; (no source location: register moves, constants, padding)
;   0x0415: 48 89 94 24 80 00 00 00 4c 89 9c 24 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0425: e9 82 fe ff ff
;   0x042a: 33 c0 4d 8d 51 ff 48 8b 74 24 58
; line 96: ret;
;   0x0435: e9 0f 02 00 00
; (no source location: register moves, constants, padding)
;   0x043a: 4c 89 ac 24 a0 00 00 00 4d 89 da 4c 8b 9c 24 90
;   0x044a: 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x044d: 4d 0f b6 4a 38 4c 89 8c 24 80 00 00 00 4c 89 94
;   0x045d: 24 88 00 00 00
; line 60: mov.u32 %r9, %ctaid.x;
;   0x0462: 8b 47 6c
; line 61: mov.u32 %r10, %nctaid.x;
;   0x0465: 8b 57 78 48 8b b4 24 88 00 00 00
; line 62: mad.lo.s32 %r11, %r9, %r3, %r2;
;   0x0470: 44 8b 46 20 48 63 c0 4d 63 c0 49 0f af c0 44 8b
;   0x0480: 4e 18
; line 63: mul.lo.s32 %r12, %r10, %r3;
;   0x0482: 48 63 da 49 0f af d8 48 8b 94 24 88 00 00 00
; line 64: setp.ge.u32 %p3, %r11, %r1;
;   0x0491: 8b 12
; line 62: mad.lo.s32 %r11, %r9, %r3, %r2;
;   0x0493: 46 8d 2c 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0497: 4c 8d 51 fa
; line 65: @%p3 bra $L__counted;
;   0x049b: 44 3b ea 0f 82 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x04a4: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04a9: e9 f7 01 00 00
; (no source location: register moves, constants, padding)
;   0x04ae: 48 8b 84 24 88 00 00 00
; line 65: @%p3 bra $L__counted;
;   0x04b6: 44 8b 38 4c 89 7c 24 78 4c 8b 48 08 8b 48 28
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x04c5: 48 8d 4c 24 28 4c 8b 74 24 68 48 89 4c 24 70
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04d4: 49 8d 46 ff 48 89 44 24 68
;   0x04dd: 49 81 c2 f6 ff ff ff
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x04e4: 4d 85 d2 0f 8c 77 07 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x04ed: 48 8b 44 24 28 4c 8b 74 24 30
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x04f7: 41 8b cd
; line 68: add.s64 %rd6, %rd3, %rd5;
;   0x04fa: 49 8d 14 09 48 89 d6
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0501: 48 2b f0 49 3b f6 0f 82 95 00 00 00 e9 22 06 00
;   0x0511: 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0512: 48 c1 e8 03
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0516: 49 0f b6 34 03 81 fe ff 00 00 00 0f 84 30 06 00
;   0x0526: 00 e9 3b 06 00 00
;   0x052c: 48 8b 87 98 00 00 00 4c 89 fe
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0536: 48 c1 ee 03
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x053a: 48 0f b6 04 30 3d ff 00 00 00 0f 84 43 00 00 00
;   0x054a: e9 6f 06 00 00
;   0x054f: 48 8b 47 40 4c 89 f9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0556: 48 c1 e9 03
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x055a: 48 0f b6 04 08 3d ff 00 00 00 0f 84 12 00 00 00
;   0x056a: e9 6b 06 00 00
; (no source location: register moves, constants, padding)
;   0x056f: 4c 8b b4 24 98 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0577: e9 41 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x057c: 4c 03 7f 30 4c 8b b4 24 98 00 00 00 e9 30 00 00
;   0x058c: 00
; (no source location: register moves, constants, padding)
;   0x058d: 48 8b 74 24 58
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0592: 4c 03 3e 4c 8b b4 24 98 00 00 00 e9 1b 00 00 00
; (no source location: register moves, constants, padding)
;   0x05a2: 48 89 d6 4c 8b b4 24 98 00 00 00 4c 89 9c 24 90
;   0x05b2: 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05b5: 4d 8d bc 36 00 00 00 f0
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x05bd: 49 0f b6 07
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05c1: 0f b6 c0
; line 71: shl.b32 %r14, %r13, 2;
;   0x05c4: c1 e0 02 48 8b b4 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05cf: 48 8d 4e bc
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x05d3: 48 3b c1 0f 86 23 00 00 00 e9 60 06 00 00
; (no source location: register moves, constants, padding)
;   0x05e1: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05e6: 89 46 24 48 89 56 28 48 89 4e 30 4c 89 5e 38 b8
;   0x05f6: 02 00 00 00 e9 4a 00 00 00
; (no source location: register moves, constants, padding)
;   0x05ff: 4c 8b a4 24 a8 00 00 00
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x0607: 41 83 04 04 01
; line 74: add.s32 %r11, %r11, %r12;
;   0x060c: 44 03 eb 48 8b 54 24 78
; line 76: @%p3 bra $L__count;
;   0x0614: 44 3b ea 0f 83 22 00 00 00
; (no source location: register moves, constants, padding)
;   0x061d: 4c 8b 9c 24 90 00 00 00 48 89 54 24 78 4c 89 b4
;   0x062d: 24 98 00 00 00 48 89 b4 24 a0 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x063a: e9 9e fe ff ff
; (no source location: register moves, constants, padding)
;   0x063f: 48 8b 74 24 58
; line 76: @%p3 bra $L__count;
;   0x0644: e9 5c 00 00 00
; (no source location: register moves, constants, padding)
;   0x0649: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x064e: 4c 89 56 40 88 86 8d 00 00 00 3c 01 0f 86 34 00
;   0x065e: 00 00
;   0x0660: 48 8b 9c 24 d0 00 00 00 4c 8b a4 24 d8 00 00 00
;   0x0670: 4c 8b ac 24 e0 00 00 00 4c 8b b4 24 e8 00 00 00
;   0x0680: 4c 8b bc 24 f0 00 00 00 48 81 c4 00 01 00 00 48
;   0x0690: 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x0694: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0699: c7 46 20 ff ff ff ff e9 53 00 00 00
; (no source location: register moves, constants, padding)
;   0x06a5: 48 8b 74 24 58
; line 78: bar.sync 0;
;   0x06aa: 48 c7 46 78 00 00 00 00 4c 8b 8c 24 80 00 00 00
;   0x06ba: 4c 8b 9c 24 88 00 00 00 45 88 4b 38
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06c6: 49 8d 42 ff
; line 78: bar.sync 0;
;   0x06ca: 48 89 46 40 c7 46 20 02 00 00 00 c6 86 8d 00 00
;   0x06da: 00 03
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06dc: 41 bf 01 00 00 00 4c 89 7c 24 60
; line 78: bar.sync 0;
;   0x06e7: e9 0c 00 00 00
; (no source location: register moves, constants, padding)
;   0x06ec: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06f1: c6 86 8d 00 00 00 00
; (no source location: register moves, constants, padding)
;   0x06f8: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06fd: 48 81 c6 98 00 00 00 48 89 74 24 58 48 8b 94 24
;   0x070d: c0 00 00 00 e9 77 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x0716: 48 8b 54 24 50
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x071b: 48 0f ba e2 3e 0f 92 c0 4c 8b 7c 24 60 44 84 f8
;   0x072b: 0f 85 36 00 00 00
;   0x0731: 33 c0 48 8b 9c 24 d0 00 00 00 4c 8b a4 24 d8 00
;   0x0741: 00 00 4c 8b ac 24 e0 00 00 00 4c 8b b4 24 e8 00
;   0x0751: 00 00 4c 8b bc 24 f0 00 00 00 48 81 c4 00 01 00
;   0x0761: 00 48 89 ec 5d c3
;   0x0767: 4c 89 f8 4c 89 7c 24 60 44 33 f8 4c 89 7c 24 60
;   0x0777: 48 89 54 24 50 48 8b 74 24 48 48 8b 94 24 c0 00
;   0x0787: 00 00 e9 ff f8 ff ff
;   0x078e: 33 c0 ba 00 00 00 80 48 03 d1 b9 04 00 00 00 48
;   0x079e: 8b 74 24 58 49 89 cb
; line 53: st.shared.u32 [%r7], %r8;
;   0x07a5: e9 37 fe ff ff
; (no source location: register moves, constants, padding)
;   0x07aa: 48 8b 74 24 58 4c 8b ac 24 a0 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x07b7: 48 8b 76 50 4c 0f b6 06
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07bf: b9 c8 06 00 00 41 bf 02 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x07ca: 45 85 c0 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x07d3: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07d8: e9 69 05 00 00
; (no source location: register moves, constants, padding)
;   0x07dd: 48 8b 74 24 58
; line 50: shl.b32 %r6, %r5, 2;
;   0x07e2: 4c 8b 46 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07e6: b9 00 00 10 00 49 3b c8 4d 89 c1 4c 0f 4c c9 b9
;   0x07f6: c8 06 00 00 41 bf 01 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x0800: 4d 85 c9 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0809: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x080e: e9 33 05 00 00
; (no source location: register moves, constants, padding)
;   0x0813: 48 8b 74 24 58
; line 50: shl.b32 %r6, %r5, 2;
;   0x0818: 48 8b 4e 68 4d 89 ce 49 f7 de f0 4c 0f c1 31
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0827: b9 c8 06 00 00 41 bf 06 00 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x0832: 4d 3b f1 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x083b: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0840: e9 01 05 00 00
; line 50: shl.b32 %r6, %r5, 2;
;   0x0845: 4d 2b c1 48 8b 74 24 58 4c 89 46 48 4d 03 d1 4c
;   0x0855: 89 ac 24 a0 00 00 00 e9 3a f9 ff ff
; (no source location: register moves, constants, padding)
;   0x0861: 48 8b 74 24 58 4c 8b ac 24 a0 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x086e: 48 8b 4e 50 48 0f b6 11
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0876: b9 35 05 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x087b: 85 d2 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0883: 48 8b 74 24 58 4c 8b bc 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0890: e9 b1 04 00 00
; (no source location: register moves, constants, padding)
;   0x0895: 48 8b 74 24 58
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x089a: 48 8b 56 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x089e: b9 00 00 10 00 48 3b ca 49 89 d0 4c 0f 4c c1 b9
;   0x08ae: 35 05 00 00 41 bf 01 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x08b8: 4d 85 c0 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x08c1: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08c6: e9 7b 04 00 00
; (no source location: register moves, constants, padding)
;   0x08cb: 48 8b 74 24 58
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x08d0: 48 8b 4e 68 4d 89 c1 49 f7 d9 f0 4c 0f c1 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08df: b9 35 05 00 00 41 bf 06 00 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x08ea: 4d 3b c8 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x08f3: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08f8: e9 49 04 00 00
; line 37: ld.param.u64 %rd1, [histogram_param_0];
;   0x08fd: 49 2b d0 48 8b 74 24 58 48 89 56 48 4d 03 d0 4c
;   0x090d: 89 ac 24 a0 00 00 00 e9 16 f8 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0919: b8 03 00 00 00 ba 00 00 00 80 48 03 d1 b9 04 00
;   0x0929: 00 00 48 8b 74 24 58 49 89 cb
; line 85: ld.shared.u32 %r20, [%r19];
;   0x0933: e9 a9 fc ff ff
; (no source location: register moves, constants, padding)
;   0x0938: 4c 8b bc 24 98 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0940: e9 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0945: 4c 8b bc 24 98 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x094d: 48 8d 9c 88 00 00 00 f0 4c 8b 74 24 68 49 8d 76
;   0x095d: fc
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x095e: 48 3b de 0f 86 d5 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x0967: 4c 8b 9c 24 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x096f: e9 45 00 00 00
; (no source location: register moves, constants, padding)
;   0x0974: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0977: e9 c5 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x097c: 4d 0f b7 34 1b
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0981: 42 8d 9c a0 00 00 00 f0 83 e3 07
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x098c: c4 42 63 f7 f6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0991: 41 83 e6 0f 41 83 fe 0f 41 0f 94 c6 48 f7 c2 03
;   0x09a1: 00 00 00 40 0f 94 c6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09a8: 44 84 f6 0f 84 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x09b1: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09b4: e9 88 00 00 00
;   0x09b9: 48 be 00 00 00 60 ff ff ff ff 4c 8d 34 32 48 c7
;   0x09c9: c3 fc ff ff ff 48 03 9f 90 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09d5: 4c 3b f3 0f 86 8d f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09de: 4c 8d b4 88 00 00 00 80 48 c7 c1 fc ff ff ff 48
;   0x09ee: 03 4f 38
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x09f1: 4c 3b f1 0f 86 b2 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09fa: 41 b8 04 00 00 00 48 8b 74 24 58 4c 89 c1
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a08: e8 00 00 00 00 49 89 d0 4c 8b b6 90 00 00 00 4d
;   0x0a18: 85 f6 0f 85 c6 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a20: b8 04 00 00 00 b9 04 00 00 00 49 81 c2 fd ff ff
;   0x0a30: ff 4c 89 c2 48 8b 74 24 58 49 89 cb
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a3c: e9 a0 fb ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a41: ba 04 00 00 00 48 8b 8c 24 b0 00 00 00 4c 89 c6
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a51: e8 00 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a56: 4d 8d b4 37 00 00 00 f0 4c 89 bc 24 98 00 00 00
; line 90: red.global.add.u32 [%rd8], %r20;
;   0x0a66: e9 83 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x0a6b: 48 8b 94 24 80 00 00 00 48 8b 74 24 58 4c 8b 9c
;   0x0a7b: 24 90 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a80: 48 8b 4e 50 4c 0f b6 09
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a88: b9 3a 0a 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0a8d: 45 85 c9 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0a96: 48 8b 74 24 58 4c 8b bc 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aa3: e9 9e 02 00 00
; (no source location: register moves, constants, padding)
;   0x0aa8: 48 8b 74 24 58
; line 83: shl.b32 %r18, %r17, 2;
;   0x0aad: 4c 8b 4e 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ab1: b9 00 00 10 00 49 3b c9 4c 89 cb 48 0f 4c d9 b9
;   0x0ac1: 3a 0a 00 00 41 bf 01 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0acb: 48 85 db 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0ad4: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ad9: e9 68 02 00 00
; (no source location: register moves, constants, padding)
;   0x0ade: 48 8b 74 24 58
; line 83: shl.b32 %r18, %r17, 2;
;   0x0ae3: 48 8b 4e 68 49 89 de 49 f7 de f0 4c 0f c1 31
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0af2: b9 3a 0a 00 00 41 bf 06 00 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0afd: 4c 3b f3 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0b06: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b0b: e9 36 02 00 00
; line 83: shl.b32 %r18, %r17, 2;
;   0x0b10: 4c 2b cb 48 8b 74 24 58 4c 89 4e 48 4c 03 d3 48
;   0x0b20: 89 94 24 80 00 00 00 4c 89 9c 24 90 00 00 00 e9
;   0x0b30: 7c f7 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b34: 49 8d 84 09 00 00 00 f0 4c 8b 7c 24 68
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b41: 49 3b c7 0f 86 c8 f9 ff ff
; (no source location: register moves, constants, padding)
;   0x0b4a: 4c 89 9c 24 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b52: e9 42 00 00 00
; (no source location: register moves, constants, padding)
;   0x0b57: 49 89 d0 4c 89 9c 24 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b62: e9 b3 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b67: 49 0f b7 04 03 4c 89 9c 24 90 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b74: 47 8d 9c 29 00 00 00 f0 41 83 e3 07
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b80: c4 e2 23 f7 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b85: 83 e0 01
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0b88: 83 f8 01 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0b91: 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b94: e9 81 00 00 00
;   0x0b99: 48 b8 00 00 00 60 ff ff ff ff 4c 8d 3c 02 48 c7
;   0x0ba9: c0 ff ff ff ff 48 03 87 90 00 00 00
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0bb5: 4c 3b f8 0f 86 6e f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bbe: 4d 8d bc 09 00 00 00 80 48 c7 c0 ff ff ff ff 48
;   0x0bce: 03 47 38
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0bd1: 4c 3b f8 0f 86 75 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bda: 41 b8 01 00 00 00 48 8b 74 24 58 4c 89 c1
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0be8: e8 00 00 00 00 49 89 d0 4c 8b be 90 00 00 00 4d
;   0x0bf8: 85 ff 0f 85 6f f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c00: b8 01 00 00 00 b9 01 00 00 00 4c 89 c2 48 8b 74
;   0x0c10: 24 58 49 89 cb
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0c15: e9 c7 f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c1a: ba 01 00 00 00 48 8b 4c 24 70 4c 89 c6
; line 69: ld.global.u8 %rs1, [%rd6];
;   0x0c27: e8 00 00 00 00 4c 8b b4 24 98 00 00 00 4d 8d bc
;   0x0c37: 36 00 00 00 f0 e9 7c f9 ff ff
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c41: b9 00 00 00 80 48 8d 14 08 b9 04 00 00 00 48 8b
;   0x0c51: 84 24 b8 00 00 00 48 8b 74 24 58 49 89 cb
; line 73: atom.shared.add.u32 %r16, [%r15], 1;
;   0x0c5f: e9 7d f9 ff ff
; (no source location: register moves, constants, padding)
;   0x0c64: 48 8b 44 24 58 48 8b 54 24 78 48 8b b4 24 a0 00
;   0x0c74: 00 00 4c 8b b4 24 98 00 00 00 4c 89 9c 24 90 00
;   0x0c84: 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0c86: 48 8b 40 50 48 0f b6 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c8e: b9 7e 08 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0c93: 85 c0 0f 84 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x0c9b: 48 8b 74 24 58 4c 8b bc 24 b8 00 00 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ca8: e9 99 00 00 00
; (no source location: register moves, constants, padding)
;   0x0cad: 48 8b 44 24 58
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0cb2: 48 8b 40 48
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cb6: b9 00 00 10 00 48 3b c8 49 89 c3 4c 0f 4c d9 b9
;   0x0cc6: 7e 08 00 00 41 bf 01 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0cd0: 4d 85 db 0f 8f 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0cd9: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cde: e9 63 00 00 00
; (no source location: register moves, constants, padding)
;   0x0ce3: 48 8b 4c 24 58
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0ce8: 48 8b 49 68 4d 89 dc 49 f7 dc f0 4c 0f c1 21
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cf7: b9 7e 08 00 00 41 bf 06 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0d02: 4d 3b e3 0f 8d 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0d0b: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d10: e9 31 00 00 00
; line 67: cvt.u64.u32 %rd5, %r11;
;   0x0d15: 49 2b c3 4c 8b 44 24 58 49 89 40 48 4d 03 d3 4c
;   0x0d25: 8b 9c 24 90 00 00 00 48 89 54 24 78 4c 89 b4 24
;   0x0d35: 98 00 00 00 48 89 b4 24 a0 00 00 00 e9 9e f7 ff
;   0x0d45: ff
; (no source location: register moves, constants, padding)
;   0x0d46: 48 8b 74 24 58
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d4b: 89 4e 60 44 89 7e 64 b8 04 00 00 00 e9 ed f8 ff
;   0x0d5b: ff
; (no source location: register moves, constants, padding)
;   0x0d5c: 00 00 00 00 ff ff ff ff ff ff ff 3f
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x100, %rsp
  movq %rbx, 0xd0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0xd8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0xe0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0xe8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xf0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq $0x0, <offset:1>+0x30(%rsp)
  movq $0x0, <offset:1>+0x40(%rsp)
  uninit  %rax
  xorl %eax, %eax
  movq %rax, <offset:1>+0x60(%rsp)
  movq %rdx, %rax
  andq (%rip), %rax
  movq %rdx, <offset:1>+0x50(%rsp)
  imulq $0x98, %rax, %rax
  leaq (%rsi, %rax), %rdx
  movq %rsi, <offset:1>+0x48(%rsp)
  movq %rdx, <offset:1>+0xc0(%rsp)
  movl $0x2, %eax
  movq %rax, <offset:1>+0xb8(%rsp)
  leaq <offset:1>+0x38(%rsp), %rcx
  movq %rcx, <offset:1>+0xb0(%rsp)
  jmp     label1
block1:
  cmpq %rdx, %rsi
  movq %rdx, <offset:1>+0xc0(%rsp)
  jz      label143; j label2
block2:
  movl 0x20(%rsi), %edx
  cmpl $0xffffffff, %edx
  jz      label3; j label4
block3:
  movq %rsi, <offset:1>+0x58(%rsp)
  jmp     label142
block4:
  movq 0x48(%rdi), %rax
  movq 0x50(%rdi), %rcx
  movq 0x58(%rdi), %rcx
  movq 0x30(%rdi), %r13
  movq %r13, <offset:1>+0xa8(%rsp)
  movq 0x38(%rdi), %rcx
  movq %rcx, <offset:1>+0xa0(%rsp)
  movq 0x40(%rdi), %rcx
  movq (%rdi), %r12
  movq %r12, <offset:1>+0x98(%rsp)
  movq 8(%rdi), %r15
  movq %r15, <offset:1>+0x68(%rsp)
  movq 0x10(%rdi), %r11
  movq %r11, <offset:1>+0x90(%rsp)
  movq 0x40(%rsi), %rcx
  movq 8(%rsi), %r11
  movq %rsi, <offset:1>+0x58(%rsp)
  testl %edx, %edx
  jnz     label33; j label5
block5:
  movq $0x0, <offset:1>+(%rsp)
  movq $0x0, <offset:1>+0x10(%rsp)
  movq $0x0, <offset:1>+0x20(%rsp)
  leaq -0xa(%rcx), %r10
  jmp     label6
block6:
  testq %r10, %r10
  jl      label26; j label7
block7:
  movq 0x58(%rax), %rcx
  movl 0x70(%rax), %edx
  movl %edx, (%r11)
  movq 0x88(%rax), %rax
  movq %rcx, 8(%r11)
  movq %rax, 0x10(%r11)
  movq <offset:1>+0x58(%rsp), %rsi
  movl 0x10(%rsi), %eax
  movl %eax, 0x18(%r11)
  movl 0x60(%rdi), %edx
  movl %edx, 0x20(%r11)
  movl $0x0, 0x28(%r11)
  cmpl $0xff, %eax
  seta %cl
  movb %cl, 0x30(%r11)
  cmpl $0xff, %eax
  jnbe    label8; j label9
block8:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label25
block9:
  leaq -1(%r10), %r10
  jmp     label10
block10:
  leaq -7(%r10), %r10
  jmp     label11
block11:
  testq %r10, %r10
  jl      label18; j label12
block12:
  movq %rax, %rcx
  shll $0x2, %ecx
  movq <offset:1>+0xa0(%rsp), %r13
  leaq -0x44(%r13), %rsi
  cmpq %rsi, %rcx
  jbe     label14; j label13
block14:
  jmp     label15
block15:
  movq <offset:1>+0xa8(%rsp), %r12
  movl $0x0, (%r12, %rcx)
  leal (%rax, %rdx), %eax
  cmpl $0x100, %eax
  jb      label16; j label17
block16:
  movq %r13, <offset:1>+0xa0(%rsp)
  jmp     label10
block17:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label25
block25:
  movq <offset:1>+0x58(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movb $0x0, 0x38(%r11)
  leaq -1(%r10), %rax
  movq %rax, 0x40(%rsi)
  movl $0x1, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %r15d
  movq %r15, <offset:1>+0x60(%rsp)
  jmp     label142
block33:
  movq <offset:1>+0xa0(%rsp), %r13
  testl %edx, %edx
  jnz     label35; j label34
block34:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label141
block35:
  leal -1(%rdx), %eax
  movl $0x2, %edx
  cmpl %edx, %eax
  cmovbl %eax, %edx
  br_table %rdx, %rsi, %rax
block36:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label141
block37:
  movzbq 0x38(%r11), %rax
  jmp     label38
block38:
  movzbq 0x30(%r11), %rax
  leaq -1(%rcx), %r9
  testb %al, %al
  jnz     label39; j label40
block39:
  jmp     label92
block40:
  movl 0x18(%r11), %r12d
  movq 0x10(%r11), %rax
  movl 0x20(%r11), %ebx
  movq %rbx, <offset:1>+0x80(%rsp)
  movl 0x28(%r11), %edx
  leaq -2(%rcx), %r9
  leaq -0x44(%r13), %r13
  jmp     label41
block41:
  leaq -5(%r9), %r10
  jmp     label42
block42:
  testq %r10, %r10
  jl      label85; j label43
block43:
  movq %r12, %rcx
  shll $0x2, %ecx
  cmpq %r13, %rcx
  jbe     label45; j label44
block45:
  jmp     label46
block46:
  movq <offset:1>+0xa8(%rsp), %rdx
  movl (%rdx, %rcx), %r9d
  testl %r9d, %r9d
  jz      label47; j label48
block47:
  movq <offset:1>+0x80(%rsp), %rdx
  movq <offset:1>+0x90(%rsp), %r11
  jmp     label82
block48:
  movq <offset:1>+0x38(%rsp), %r11
  movq <offset:1>+0x40(%rsp), %rbx
  movl %r12d, %ecx
  leaq (%rax, %rcx, 4), %rdx
  movq %rdx, %rsi
  subq %r11, %rsi
  cmpq %rbx, %rsi
  jb      label50; j label49
block50:
  testq $0x3, %rdx
  jnz     label51; j label52
block52:
  movq <offset:1>+0x98(%rsp), %r15
  leaq -0x10000000(%r15, %rdx), %r14
  movq <offset:1>+0x90(%rsp), %r11
  jmp     label81
block55:
  shrq $0x3, %rbx
  movq <offset:1>+0x90(%rsp), %r11
  movzbq (%r11, %rbx), %rsi
  cmpl $0xff, %esi
  jz      label57; j label56
block57:
  testq $0x3, %rdx
  jnz     label58; j label59
block65:
  movq 0x98(%rdi), %rbx
  movq %r14, %rsi
  shrq $0x3, %rsi
  movzbq (%rbx, %rsi), %rsi
  cmpl $0xff, %esi
  jz      label67; j label66
block67:
  testq $0x3, %rdx
  jnz     label68; j label69
block69:
  movq <offset:1>+0x58(%rsp), %rsi
  addq (%rsi), %r14
  movq %r15, <offset:1>+0x98(%rsp)
  jmp     label81
block72:
  movq 0x40(%rdi), %rcx
  movq %r14, %rsi
  shrq $0x3, %rsi
  movzbq (%rcx, %rsi), %rcx
  cmpl $0xff, %ecx
  jz      label74; j label73
block74:
  testq $0x3, %rdx
  jnz     label75; j label76
block76:
  addq 0x30(%rdi), %r14
  movq %r15, <offset:1>+0x98(%rsp)
  jmp     label81
block78:
  movq %r15, <offset:1>+0x98(%rsp)
  jmp     label81
block81:
  lock addl %r9d, (%r14)
  leaq -3(%r10), %r10
  movq <offset:1>+0x80(%rsp), %rdx
  jmp     label82
block82:
  leal (%r12, %rdx), %r12d
  leaq -3(%r10), %r9
  cmpl $0x100, %r12d
  jb      label83; j label84
block83:
  movq %rdx, <offset:1>+0x80(%rsp)
  movq %r11, <offset:1>+0x90(%rsp)
  jmp     label41
block84:
  jmp     label92
block92:
  uninit  %rax
  xorl %eax, %eax
  leaq -1(%r9), %r10
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label137
block93:
  movq %r13, <offset:1>+0xa0(%rsp)
  movq %r11, %r10
  movq <offset:1>+0x90(%rsp), %r11
  movzbq 0x38(%r10), %r9
  movq %r9, <offset:1>+0x80(%rsp)
  movq %r10, <offset:1>+0x88(%rsp)
  jmp     label94
block94:
  movl 0x6c(%rdi), %eax
  movl 0x78(%rdi), %edx
  movq <offset:1>+0x88(%rsp), %rsi
  movl 0x20(%rsi), %r8d
  movslq %eax, %rax
  movslq %r8d, %r8
  imulq %r8, %rax
  movl 0x18(%rsi), %r9d
  movslq %edx, %rbx
  imulq %r8, %rbx
  movq <offset:1>+0x88(%rsp), %rdx
  movl (%rdx), %edx
  leal (%rax, %r9), %r13d
  leaq -6(%rcx), %r10
  cmpl %edx, %r13d
  jnb     label95; j label96
block95:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label140
block96:
  movq <offset:1>+0x88(%rsp), %rax
  movl (%rax), %r15d
  movq %r15, <offset:1>+0x78(%rsp)
  movq 8(%rax), %r9
  movl 0x28(%rax), %ecx
  leaq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x68(%rsp), %r14
  movq %rcx, <offset:1>+0x70(%rsp)
  leaq -1(%r14), %rax
  movq %rax, <offset:1>+0x68(%rsp)
  jmp     label97
block97:
  leaq -0xa(%r10), %r10
  jmp     label98
block98:
  testq %r10, %r10
  jl      label129; j label99
block99:
  movq <offset:1>+0x28(%rsp), %rax
  movq <offset:1>+0x30(%rsp), %r14
  movl %r13d, %ecx
  leaq (%r9, %rcx), %rdx
  movq %rdx, %rsi
  subq %rax, %rsi
  cmpq %r14, %rsi
  jb      label121; j label100
block102:
  shrq $0x3, %rax
  movzbq (%r11, %rax), %rsi
  cmpl $0xff, %esi
  jz      label103; j label104
block109:
  movq 0x98(%rdi), %rax
  movq %r15, %rsi
  shrq $0x3, %rsi
  movzbq (%rax, %rsi), %rax
  cmpl $0xff, %eax
  jz      label119; j label110
block113:
  movq 0x40(%rdi), %rax
  movq %r15, %rcx
  shrq $0x3, %rcx
  movzbq (%rax, %rcx), %rax
  cmpl $0xff, %eax
  jz      label118; j label114
block116:
  movq <offset:1>+0x98(%rsp), %r14
  jmp     label122
block118:
  addq 0x30(%rdi), %r15
  movq <offset:1>+0x98(%rsp), %r14
  jmp     label122
block119:
  movq <offset:1>+0x58(%rsp), %rsi
  addq (%rsi), %r15
  movq <offset:1>+0x98(%rsp), %r14
  jmp     label122
block121:
  movq %rdx, %rsi
  movq <offset:1>+0x98(%rsp), %r14
  movq %r11, <offset:1>+0x90(%rsp)
  leaq -0x10000000(%r14, %rsi), %r15
  jmp     label122
block122:
  movzbq (%r15), %rax
  movzbl %al, %eax
  shll $0x2, %eax
  movq <offset:1>+0xa0(%rsp), %rsi
  leaq -0x44(%rsi), %rcx
  cmpq %rcx, %rax
  jbe     label125; j label123
block124:
  movq <offset:1>+0x58(%rsp), %rsi
  movl %eax, 0x24(%rsi)
  movq %rdx, 0x28(%rsi)
  movq %rcx, 0x30(%rsi)
  movq %r11, 0x38(%rsi)
  movl $0x2, %eax
  jmp     label137
block125:
  jmp     label126
block126:
  movq <offset:1>+0xa8(%rsp), %r12
  addl $0x1, (%r12, %rax)
  leal (%r13, %rbx), %r13d
  movq <offset:1>+0x78(%rsp), %rdx
  cmpl %edx, %r13d
  jb      label127; j label128
block127:
  movq <offset:1>+0x90(%rsp), %r11
  movq %rdx, <offset:1>+0x78(%rsp)
  movq %r14, <offset:1>+0x98(%rsp)
  movq %rsi, <offset:1>+0xa0(%rsp)
  jmp     label97
block128:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label140
block137:
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r10, 0x40(%rsi)
  movb %al, 0x8d(%rsi)
  cmpb $0x1, %al
  jbe     label139; j label138
block138:
  movq 0xd0(%rsp), %rbx
  movq 0xd8(%rsp), %r12
  movq 0xe0(%rsp), %r13
  movq 0xe8(%rsp), %r14
  movq 0xf0(%rsp), %r15
  addq $0x100, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block139:
  movq <offset:1>+0x58(%rsp), %rsi
  movl $0xffffffff, 0x20(%rsi)
  jmp     label142
block140:
  movq <offset:1>+0x58(%rsp), %rsi
  movq $0x0, 0x78(%rsi)
  movq <offset:1>+0x80(%rsp), %r9
  movq <offset:1>+0x88(%rsp), %r11
  movb %r9b, 0x38(%r11)
  leaq -1(%r10), %rax
  movq %rax, 0x40(%rsi)
  movl $0x2, 0x20(%rsi)
  movb $0x3, 0x8d(%rsi)
  movl $0x1, %r15d
  movq %r15, <offset:1>+0x60(%rsp)
  jmp     label142
block141:
  movq <offset:1>+0x58(%rsp), %rsi
  movb $0x0, 0x8d(%rsi)
  jmp     label142
block142:
  movq <offset:1>+0x58(%rsp), %rsi
  leaq 0x98(%rsi), %rsi
  movq %rsi, <offset:1>+0x58(%rsp)
  movq <offset:1>+0xc0(%rsp), %rdx
  jmp     label1
block143:
  movq <offset:1>+0x50(%rsp), %rdx
  btq $0x3e, %rdx
  setb %al
  movq <offset:1>+0x60(%rsp), %r15
  testb %r15b, %al
  jnz     label145; j label144
block144:
  uninit  %rax
  xorl %eax, %eax
  movq 0xd0(%rsp), %rbx
  movq 0xd8(%rsp), %r12
  movq 0xe0(%rsp), %r13
  movq 0xe8(%rsp), %r14
  movq 0xf0(%rsp), %r15
  addq $0x100, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block145:
  uninit  %r15
  movq %r15, %rax
  movq %r15, <offset:1>+0x60(%rsp)
  xorl %eax, %r15d
  movq %r15, <offset:1>+0x60(%rsp)
  movq %rdx, <offset:1>+0x50(%rsp)
  movq <offset:1>+0x48(%rsp), %rsi
  movq <offset:1>+0xc0(%rsp), %rdx
  jmp     label1
block13:
  uninit  %rax
  xorl %eax, %eax
  movl $0x80000000, %edx
  leaq (%rcx, %rdx), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rcx, %r11
  jmp     label124
block18:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xa0(%rsp), %r13
  movq 0x50(%rsi), %rsi
  movzbq (%rsi), %r8
  movl $0x6c8, %ecx
  movl $0x2, %r15d
  testl %r8d, %r8d
  jnz     label19; j label20
block19:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block20:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x48(%rsi), %r8
  movl $0x100000, %ecx
  cmpq %r8, %rcx
  movq %r8, %r9
  cmovlq %rcx, %r9
  movl $0x6c8, %ecx
  movl $0x1, %r15d
  testq %r9, %r9
  jnle    label22; j label21
block21:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block22:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x68(%rsi), %rcx
  movq %r9, %r14
  negq %r14
  lock xaddq %r14, (%rcx)
  movl $0x6c8, %ecx
  movl $0x6, %r15d
  cmpq %r9, %r14
  jl      label23; j label24
block23:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block24:
  subq %r9, %r8
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r8, 0x48(%rsi)
  leaq (%r10, %r9), %r10
  movq %r13, <offset:1>+0xa0(%rsp)
  jmp     label11
block26:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xa0(%rsp), %r13
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %rdx
  movl $0x535, %ecx
  testl %edx, %edx
  jnz     label27; j label28
block27:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r15
  jmp     label136
block28:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x48(%rsi), %rdx
  movl $0x100000, %ecx
  cmpq %rdx, %rcx
  movq %rdx, %r8
  cmovlq %rcx, %r8
  movl $0x535, %ecx
  movl $0x1, %r15d
  testq %r8, %r8
  jnle    label30; j label29
block29:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block30:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x68(%rsi), %rcx
  movq %r8, %r9
  negq %r9
  lock xaddq %r9, (%rcx)
  movl $0x535, %ecx
  movl $0x6, %r15d
  cmpq %r8, %r9
  jl      label31; j label32
block31:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block32:
  subq %r8, %rdx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rdx, 0x48(%rsi)
  leaq (%r10, %r8), %r10
  movq %r13, <offset:1>+0xa0(%rsp)
  jmp     label6
block44:
  movl $0x3, %eax
  movl $0x80000000, %edx
  leaq (%rcx, %rdx), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rcx, %r11
  jmp     label124
block49:
  movq <offset:1>+0x98(%rsp), %r15
  jmp     label53
block51:
  movq <offset:1>+0x98(%rsp), %r15
  jmp     label53
block53:
  leaq -0x10000000(%rax, %rcx, 4), %rbx
  movq <offset:1>+0x68(%rsp), %r14
  leaq -4(%r14), %rsi
  cmpq %rsi, %rbx
  jbe     label55; j label54
block54:
  movq <offset:1>+0x90(%rsp), %r11
  jmp     label63
block56:
  jmp     label60
block58:
  jmp     label60
block59:
  movq %rdx, %r8
  jmp     label80
block60:
  movzwq (%r11, %rbx), %r14
  leal -0x10000000(%rax, %r12, 4), %ebx
  andl $0x7, %ebx
  shrxl %ebx, %r14d, %r14d
  andl $0xf, %r14d
  cmpl $0xf, %r14d
  sete %r14b
  testq $0x3, %rdx
  sete %sil
  testb %r14b, %sil
  jnz     label61; j label62
block61:
  movq %rdx, %r8
  jmp     label80
block62:
  jmp     label63
block63:
  movabsq $0xffffffff60000000, %rsi
  leaq (%rdx, %rsi), %r14
  movq $0xfffffffffffffffc, %rbx
  addq 0x90(%rdi), %rbx
  cmpq %rbx, %r14
  jbe     label65; j label64
block64:
  jmp     label70
block66:
  jmp     label70
block68:
  jmp     label70
block70:
  leaq -0x80000000(%rax, %rcx, 4), %r14
  movq $0xfffffffffffffffc, %rcx
  addq 0x38(%rdi), %rcx
  cmpq %rcx, %r14
  jbe     label72; j label71
block71:
  jmp     label77
block73:
  jmp     label77
block75:
  jmp     label77
block77:
  movl $0x4, %r8d
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %r14
  testq %r14, %r14
  jnz     label78; j label79
block79:
  movl $0x4, %eax
  movl $0x4, %ecx
  leaq -3(%r10), %r10
  movq %r8, %rdx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rcx, %r11
  jmp     label124
block80:
  movl $0x4, %edx
  movq <offset:1>+0xb0(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  leaq -0x10000000(%r15, %rsi), %r14
  movq %r15, <offset:1>+0x98(%rsp)
  jmp     label81
block85:
  movq <offset:1>+0x80(%rsp), %rdx
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0x90(%rsp), %r11
  movq 0x50(%rsi), %rcx
  movzbq (%rcx), %r9
  movl $0xa3a, %ecx
  testl %r9d, %r9d
  jnz     label86; j label87
block86:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r15
  jmp     label136
block87:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x48(%rsi), %r9
  movl $0x100000, %ecx
  cmpq %r9, %rcx
  movq %r9, %rbx
  cmovlq %rcx, %rbx
  movl $0xa3a, %ecx
  movl $0x1, %r15d
  testq %rbx, %rbx
  jnle    label89; j label88
block88:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block89:
  movq <offset:1>+0x58(%rsp), %rsi
  movq 0x68(%rsi), %rcx
  movq %rbx, %r14
  negq %r14
  lock xaddq %r14, (%rcx)
  movl $0xa3a, %ecx
  movl $0x6, %r15d
  cmpq %rbx, %r14
  jl      label90; j label91
block90:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block91:
  subq %rbx, %r9
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r9, 0x48(%rsi)
  leaq (%r10, %rbx), %r10
  movq %rdx, <offset:1>+0x80(%rsp)
  movq %r11, <offset:1>+0x90(%rsp)
  jmp     label42
block100:
  leaq -0x10000000(%r9, %rcx), %rax
  movq <offset:1>+0x68(%rsp), %r15
  cmpq %r15, %rax
  jbe     label102; j label101
block101:
  movq %r11, <offset:1>+0x90(%rsp)
  jmp     label107
block103:
  movq %rdx, %r8
  movq %r11, <offset:1>+0x90(%rsp)
  jmp     label120
block104:
  movzwq (%r11, %rax), %rax
  movq %r11, <offset:1>+0x90(%rsp)
  leal -0x10000000(%r9, %r13), %r11d
  andl $0x7, %r11d
  shrxl %r11d, %eax, %eax
  andl $0x1, %eax
  cmpl $0x1, %eax
  jz      label105; j label106
block105:
  movq %rdx, %r8
  jmp     label120
block106:
  jmp     label107
block107:
  movabsq $0xffffffff60000000, %rax
  leaq (%rdx, %rax), %r15
  movq $0xffffffffffffffff, %rax
  addq 0x90(%rdi), %rax
  cmpq %rax, %r15
  jbe     label109; j label108
block108:
  jmp     label111
block110:
  jmp     label111
block111:
  leaq -0x80000000(%r9, %rcx), %r15
  movq $0xffffffffffffffff, %rax
  addq 0x38(%rdi), %rax
  cmpq %rax, %r15
  jbe     label113; j label112
block112:
  jmp     label115
block114:
  jmp     label115
block115:
  movl $0x1, %r8d
  movq <offset:1>+0x58(%rsp), %rsi
  movq %r8, %rcx
  call    User(userextname1)
  movq %rdx, %r8
  movq 0x90(%rsi), %r15
  testq %r15, %r15
  jnz     label116; j label117
block117:
  movl $0x1, %eax
  movl $0x1, %ecx
  movq %r8, %rdx
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rcx, %r11
  jmp     label124
block120:
  movl $0x1, %edx
  movq <offset:1>+0x70(%rsp), %rcx
  movq %r8, %rsi
  call    User(userextname0)
  movq <offset:1>+0x98(%rsp), %r14
  leaq -0x10000000(%r14, %rsi), %r15
  jmp     label122
block123:
  movl $0x80000000, %ecx
  leaq (%rax, %rcx), %rdx
  movl $0x4, %ecx
  movq <offset:1>+0xb8(%rsp), %rax
  movq <offset:1>+0x58(%rsp), %rsi
  movq %rcx, %r11
  jmp     label124
block129:
  movq <offset:1>+0x58(%rsp), %rax
  movq <offset:1>+0x78(%rsp), %rdx
  movq <offset:1>+0xa0(%rsp), %rsi
  movq <offset:1>+0x98(%rsp), %r14
  movq %r11, <offset:1>+0x90(%rsp)
  movq 0x50(%rax), %rax
  movzbq (%rax), %rax
  movl $0x87e, %ecx
  testl %eax, %eax
  jnz     label130; j label131
block130:
  movq <offset:1>+0x58(%rsp), %rsi
  movq <offset:1>+0xb8(%rsp), %r15
  jmp     label136
block131:
  movq <offset:1>+0x58(%rsp), %rax
  movq 0x48(%rax), %rax
  movl $0x100000, %ecx
  cmpq %rax, %rcx
  movq %rax, %r11
  cmovlq %rcx, %r11
  movl $0x87e, %ecx
  movl $0x1, %r15d
  testq %r11, %r11
  jnle    label133; j label132
block132:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block133:
  movq <offset:1>+0x58(%rsp), %rcx
  movq 0x68(%rcx), %rcx
  movq %r11, %r12
  negq %r12
  lock xaddq %r12, (%rcx)
  movl $0x87e, %ecx
  movl $0x6, %r15d
  cmpq %r11, %r12
  jl      label134; j label135
block134:
  movq <offset:1>+0x58(%rsp), %rsi
  jmp     label136
block135:
  subq %r11, %rax
  movq <offset:1>+0x58(%rsp), %r8
  movq %rax, 0x48(%r8)
  leaq (%r10, %r11), %r10
  movq <offset:1>+0x90(%rsp), %r11
  movq %rdx, <offset:1>+0x78(%rsp)
  movq %r14, <offset:1>+0x98(%rsp)
  movq %rsi, <offset:1>+0xa0(%rsp)
  jmp     label98
block136:
  movq <offset:1>+0x58(%rsp), %rsi
  movl %ecx, 0x60(%rsi)
  movl %r15d, 0x64(%rsi)
  movl $0x4, %eax
  jmp     label137
; 3432 bytes

