; function mont256
; mont256 (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec a0 00 00 00 48 89 5c 24 70
;   0x0010: 4c 89 64 24 78 4c 89 ac 24 80 00 00 00 4c 89 b4
;   0x0020: 24 88 00 00 00 4c 89 bc 24 90 00 00 00
;   0x002d: 48 89 3c 24 48 89 74 24 08 48 33 f6 48 89 74 24
;   0x003d: 68 48 33 c0 48 85 d2 48 89 54 24 10 0f 84 0a 00
;   0x004d: 00 00
; (no source location: register moves, constants, padding)
;   0x004f: 48 8b 74 24 68
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0054: e9 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0059: 48 8b 44 24 10
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x005e: e9 4c 10 00 00
; (no source location: register moves, constants, padding)
;   0x0063: 49 89 f7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0066: 49 c1 e7 07 4c 8b 04 24 48 89 74 24 18
; line 30: mad.lo.cc.u32   t0, a0, b0, t0;
;   0x0073: 43 8b 04 38 48 89 44 24 50 43 8b 44 38 40 47 8b
;   0x0083: 74 38 08 4c 89 74 24 48 47 8b 6c 38 10 4c 89 6c
;   0x0093: 24 40 47 8b 64 38 18 4c 89 64 24 38 43 8b 5c 38
;   0x00a3: 20 48 89 5c 24 30 47 8b 5c 38 28 4c 89 5c 24 28
;   0x00b3: 47 8b 54 38 30 4c 89 54 24 20 47 8b 4c 38 38 48
;   0x00c3: 8b 4c 24 50 4c 89 4c 24 58 48 89 ca 48 0f af d0
;   0x00d3: 48 89 c1
; line 40: mad.hi.cc.u32   t1, a0, b0, t1;
;   0x00d6: 49 0f af ce 48 89 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00dd: 48 c1 ee 20
; line 40: mad.hi.cc.u32   t1, a0, b0, t1;
;   0x00e1: 48 8d 1c 0e 48 89 c1
; line 41: madc.hi.cc.u32  t2, a1, b0, t2;
;   0x00e8: 49 0f af cd 48 89 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00ef: 48 c1 ee 20
; line 41: madc.hi.cc.u32  t2, a1, b0, t2;
;   0x00f3: 4c 8d 0c 0e 48 89 c1
; line 42: madc.hi.cc.u32  t3, a2, b0, t3;
;   0x00fa: 49 0f af cc 4c 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0101: 48 c1 ee 20
; line 42: madc.hi.cc.u32  t3, a2, b0, t3;
;   0x0105: 4c 8d 14 0e 48 8b 74 24 30 48 89 c1
; line 43: madc.hi.cc.u32  t4, a3, b0, t4;
;   0x0111: 48 0f af ce 4c 89 d6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0118: 48 c1 ee 20
; line 43: madc.hi.cc.u32  t4, a3, b0, t4;
;   0x011c: 4c 8d 1c 0e 48 8b 74 24 28 48 89 c1
; line 44: madc.hi.cc.u32  t5, a4, b0, t5;
;   0x0128: 48 0f af ce 4c 89 de
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x012f: 48 c1 ee 20
; line 44: madc.hi.cc.u32  t5, a4, b0, t5;
;   0x0133: 48 8d 3c 0e 48 8b 74 24 20 48 89 c1
; line 45: madc.hi.cc.u32  t6, a5, b0, t6;
;   0x013f: 48 0f af ce 48 89 fe
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0146: 48 c1 ee 20
; line 45: madc.hi.cc.u32  t6, a5, b0, t6;
;   0x014a: 48 03 f1 48 8b 4c 24 58
; line 46: madc.hi.cc.u32  t7, a6, b0, t7;
;   0x0152: 48 0f af c1 48 89 4c 24 58 48 89 f1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x015e: 48 c1 e9 20
; line 46: madc.hi.cc.u32  t7, a6, b0, t7;
;   0x0162: 48 03 c8 48 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0168: 48 c1 e8 20
; line 30: mad.lo.cc.u32   t0, a0, b0, t0;
;   0x016c: 44 8b e2 4d 89 e5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0172: 4c 0f af 2d 66 0f 00 00
; line 81: mad.lo.cc.u32   t0, a0, b1, t0;
;   0x017a: 43 8b 54 38 48
; line 50: mul.lo.u32      m, t0, 0xe4866389;
;   0x017f: 45 8b ed 4d 89 e8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0185: 4c 0f af 05 5b 0f 00 00
; line 51: mad.lo.cc.u32   t0, m, 0xd87cfd47, t0;
;   0x018d: 4d 03 c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0190: 4d 69 e5 16 8c 20 3c 49 c1 e8 20
; line 61: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x019b: 4d 03 c4
; line 40: mad.hi.cc.u32   t1, a0, b0, t1;
;   0x019e: 8b db
; line 61: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x01a0: 4c 03 c3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01a3: 49 69 dd 8d ca 71 68 4d 89 c4 49 c1 ec 20
; line 62: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x01b1: 49 03 dc
; line 41: madc.hi.cc.u32  t2, a1, b0, t2;
;   0x01b4: 45 8b c9
; line 62: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x01b7: 4c 03 cb 4c 89 eb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01bd: 48 0f af 1d 2b 0f 00 00 4d 89 cc 49 c1 ec 20
; line 63: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x01cc: 49 03 dc
; line 42: madc.hi.cc.u32  t3, a2, b0, t3;
;   0x01cf: 45 8b d2
; line 63: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x01d2: 4c 03 d3 4c 89 eb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01d8: 48 0f af 1d 18 0f 00 00 4d 89 d4 49 c1 ec 20
; line 64: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x01e7: 49 03 dc
; line 43: madc.hi.cc.u32  t4, a3, b0, t4;
;   0x01ea: 45 8b db
; line 64: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x01ed: 4c 03 db 4c 89 eb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01f3: 48 0f af 1d 05 0f 00 00 4d 89 dc 49 c1 ec 20
; line 65: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0202: 49 03 dc
; line 44: madc.hi.cc.u32  t5, a4, b0, t5;
;   0x0205: 8b ff
; line 65: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0207: 48 03 df 4c 89 ef
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x020d: 48 0f af 3d f3 0e 00 00 49 89 dc 49 c1 ec 20
; line 66: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x021c: 49 03 fc
; line 45: madc.hi.cc.u32  t6, a5, b0, t6;
;   0x021f: 8b f6
; line 66: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0221: 4c 8d 24 37
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0225: 49 69 f5 72 4e 64 30 4c 89 e7 48 c1 ef 20
; line 67: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0233: 48 03 f7
; line 46: madc.hi.cc.u32  t7, a6, b0, t7;
;   0x0236: 8b c9
; line 67: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0238: 4c 8d 34 0e 4c 89 f1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x023f: 48 c1 e9 20
; line 47: madc.hi.cc.u32  t8, a7, b0, t8;
;   0x0243: 8b c0
; line 68: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x0245: 48 03 c1 48 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x024b: 48 c1 e9 20 48 8b 74 24 68
; line 48: addc.u32        t9, t9, 0;
;   0x0254: 8b f6
; line 69: addc.u32        t9, t9, 0;
;   0x0256: 48 8d 3c 31 48 8b 4c 24 50
; line 81: mad.lo.cc.u32   t0, a0, b1, t0;
;   0x025f: 48 0f af ca
; line 61: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0263: 41 8b f0
; line 81: mad.lo.cc.u32   t0, a0, b1, t0;
;   0x0266: 4c 8d 2c 31 48 8b 4c 24 48
; line 91: mad.hi.cc.u32   t1, a0, b1, t1;
;   0x026f: 48 0f af ca 4c 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0276: 48 c1 ee 20
; line 91: mad.hi.cc.u32   t1, a0, b1, t1;
;   0x027a: 48 03 ce
; line 62: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x027d: 41 8b f1
; line 91: mad.hi.cc.u32   t1, a0, b1, t1;
;   0x0280: 48 03 ce 48 8b 74 24 40
; line 92: madc.hi.cc.u32  t2, a1, b1, t2;
;   0x0288: 48 0f af f2 49 89 c8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x028f: 49 c1 e8 20
; line 92: madc.hi.cc.u32  t2, a1, b1, t2;
;   0x0293: 49 03 f0
; line 63: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0296: 45 8b c2
; line 92: madc.hi.cc.u32  t2, a1, b1, t2;
;   0x0299: 49 03 f0 4c 8b 44 24 38
; line 93: madc.hi.cc.u32  t3, a2, b1, t3;
;   0x02a1: 4c 0f af c2 49 89 f1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02a8: 49 c1 e9 20
; line 93: madc.hi.cc.u32  t3, a2, b1, t3;
;   0x02ac: 4d 03 c1
; line 64: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x02af: 45 8b cb
; line 93: madc.hi.cc.u32  t3, a2, b1, t3;
;   0x02b2: 4d 03 c1 4c 8b 4c 24 30
; line 94: madc.hi.cc.u32  t4, a3, b1, t4;
;   0x02ba: 4c 0f af ca 4d 89 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02c1: 49 c1 ea 20
; line 94: madc.hi.cc.u32  t4, a3, b1, t4;
;   0x02c5: 4d 03 ca
; line 65: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x02c8: 44 8b d3
; line 94: madc.hi.cc.u32  t4, a3, b1, t4;
;   0x02cb: 4d 03 ca 4c 8b 5c 24 28 4d 89 da
; line 95: madc.hi.cc.u32  t5, a4, b1, t5;
;   0x02d6: 4c 0f af d2 4d 89 cb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02dd: 49 c1 eb 20
; line 95: madc.hi.cc.u32  t5, a4, b1, t5;
;   0x02e1: 4d 03 d3
; line 66: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x02e4: 45 8b dc
; line 95: madc.hi.cc.u32  t5, a4, b1, t5;
;   0x02e7: 4d 03 d3 4c 8b 5c 24 20
; line 96: madc.hi.cc.u32  t6, a5, b1, t6;
;   0x02ef: 4c 0f af da 4c 89 d3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x02f6: 48 c1 eb 20
; line 96: madc.hi.cc.u32  t6, a5, b1, t6;
;   0x02fa: 4c 03 db
; line 67: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x02fd: 41 8b de
; line 96: madc.hi.cc.u32  t6, a5, b1, t6;
;   0x0300: 4c 03 db 48 8b 5c 24 58
; line 97: madc.hi.cc.u32  t7, a6, b1, t7;
;   0x0308: 48 0f af da 4c 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x030f: 48 c1 ea 20
; line 97: madc.hi.cc.u32  t7, a6, b1, t7;
;   0x0313: 48 03 d3
; line 68: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x0316: 8b c0
; line 97: madc.hi.cc.u32  t7, a6, b1, t7;
;   0x0318: 48 8d 1c 02 48 89 d8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x031f: 48 c1 e8 20
; line 69: addc.u32        t9, t9, 0;
;   0x0323: 8b d7
; line 98: madc.hi.cc.u32  t8, a7, b1, t8;
;   0x0325: 4c 8d 24 10 4c 89 e0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x032c: 48 c1 e8 20
; line 81: mad.lo.cc.u32   t0, a0, b1, t0;
;   0x0330: 45 8b ed 4c 89 ef
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0336: 48 0f af 3d a2 0d 00 00 48 8b 14 24
; line 132: mad.lo.cc.u32   t0, a0, b2, t0;
;   0x0342: 42 8b 54 3a 50
; line 101: mul.lo.u32      m, t0, 0xe4866389;
;   0x0347: 8b ff 49 89 fe
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x034c: 4c 0f af 35 94 0d 00 00
; line 102: mad.lo.cc.u32   t0, m, 0xd87cfd47, t0;
;   0x0354: 4d 03 f5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0357: 4c 69 ef 16 8c 20 3c 49 c1 ee 20
; line 112: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0362: 4d 03 ee
; line 91: mad.hi.cc.u32   t1, a0, b1, t1;
;   0x0365: 8b c9
; line 112: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0367: 49 03 cd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x036a: 4c 69 ef 8d ca 71 68 49 89 ce 49 c1 ee 20
; line 113: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0378: 4d 03 ee
; line 92: madc.hi.cc.u32  t2, a1, b1, t2;
;   0x037b: 8b f6
; line 113: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x037d: 49 03 f5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0383: 4c 0f af 2d 65 0d 00 00 49 89 f6 49 c1 ee 20
; line 114: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0392: 4d 03 ee
; line 93: madc.hi.cc.u32  t3, a2, b1, t3;
;   0x0395: 45 8b c0
; line 114: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0398: 4d 03 c5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x039e: 4c 0f af 2d 52 0d 00 00 4d 89 c6 49 c1 ee 20
; line 115: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x03ad: 4d 03 ee
; line 94: madc.hi.cc.u32  t4, a3, b1, t4;
;   0x03b0: 45 8b c9
; line 115: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x03b3: 4d 03 cd 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03b9: 4c 0f af 2d 3f 0d 00 00 4d 89 ce 49 c1 ee 20
; line 116: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x03c8: 4d 03 ee
; line 95: madc.hi.cc.u32  t5, a4, b1, t5;
;   0x03cb: 45 8b d2
; line 116: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x03ce: 4d 03 d5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03d4: 4c 0f af 2d 2c 0d 00 00 4d 89 d6 49 c1 ee 20
; line 117: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x03e3: 4d 03 ee
; line 96: madc.hi.cc.u32  t6, a5, b1, t6;
;   0x03e6: 45 8b db
; line 117: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x03e9: 4d 03 dd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x03ec: 48 69 ff 72 4e 64 30 4d 89 dd 49 c1 ed 20
; line 118: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x03fa: 49 03 fd
; line 97: madc.hi.cc.u32  t7, a6, b1, t7;
;   0x03fd: 8b db
; line 118: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x03ff: 48 03 df 48 89 df
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0405: 48 c1 ef 20
; line 98: madc.hi.cc.u32  t8, a7, b1, t8;
;   0x0409: 45 8b e4
; line 119: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x040c: 49 03 fc 49 89 fc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0412: 49 c1 ec 20
; line 99: addc.u32        t9, t9, 0;
;   0x0416: 8b c0
; line 120: addc.u32        t9, t9, 0;
;   0x0418: 49 03 c4 4c 8b 64 24 50
; line 132: mad.lo.cc.u32   t0, a0, b2, t0;
;   0x0420: 4c 0f af e2
; line 112: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0424: 8b c9
; line 132: mad.lo.cc.u32   t0, a0, b2, t0;
;   0x0426: 4d 8d 2c 0c 4c 8b 74 24 48 4c 89 f1
; line 142: mad.hi.cc.u32   t1, a0, b2, t1;
;   0x0432: 48 0f af ca 4d 89 ec
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0439: 49 c1 ec 20
; line 142: mad.hi.cc.u32   t1, a0, b2, t1;
;   0x043d: 49 03 cc
; line 113: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0440: 8b f6
; line 142: mad.hi.cc.u32   t1, a0, b2, t1;
;   0x0442: 48 03 ce 48 8b 74 24 40
; line 143: madc.hi.cc.u32  t2, a1, b2, t2;
;   0x044a: 48 0f af f2 49 89 cc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0451: 49 c1 ec 20
; line 143: madc.hi.cc.u32  t2, a1, b2, t2;
;   0x0455: 49 03 f4
; line 114: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0458: 45 8b c0
; line 143: madc.hi.cc.u32  t2, a1, b2, t2;
;   0x045b: 49 03 f0 4c 8b 64 24 38 4d 89 e0
; line 144: madc.hi.cc.u32  t3, a2, b2, t3;
;   0x0466: 4c 0f af c2 49 89 f4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x046d: 49 c1 ec 20
; line 144: madc.hi.cc.u32  t3, a2, b2, t3;
;   0x0471: 4d 03 c4
; line 115: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0474: 45 8b c9
; line 144: madc.hi.cc.u32  t3, a2, b2, t3;
;   0x0477: 4d 03 c1 4c 8b 4c 24 30
; line 145: madc.hi.cc.u32  t4, a3, b2, t4;
;   0x047f: 4c 0f af ca 4d 89 c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0486: 49 c1 ec 20
; line 145: madc.hi.cc.u32  t4, a3, b2, t4;
;   0x048a: 4d 03 cc
; line 116: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x048d: 45 8b d2
; line 145: madc.hi.cc.u32  t4, a3, b2, t4;
;   0x0490: 4d 03 ca 4c 8b 54 24 28
; line 146: madc.hi.cc.u32  t5, a4, b2, t5;
;   0x0498: 4c 0f af d2 4d 89 cc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x049f: 49 c1 ec 20
; line 146: madc.hi.cc.u32  t5, a4, b2, t5;
;   0x04a3: 4d 03 d4
; line 117: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x04a6: 45 8b db
; line 146: madc.hi.cc.u32  t5, a4, b2, t5;
;   0x04a9: 4d 03 d3 4c 8b 5c 24 20
; line 147: madc.hi.cc.u32  t6, a5, b2, t6;
;   0x04b1: 4c 0f af da 4d 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04b8: 49 c1 ec 20
; line 147: madc.hi.cc.u32  t6, a5, b2, t6;
;   0x04bc: 4d 03 dc
; line 118: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x04bf: 8b db
; line 147: madc.hi.cc.u32  t6, a5, b2, t6;
;   0x04c1: 4c 03 db 48 8b 5c 24 58
; line 148: madc.hi.cc.u32  t7, a6, b2, t7;
;   0x04c9: 48 0f af da 4c 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04d0: 48 c1 ea 20
; line 148: madc.hi.cc.u32  t7, a6, b2, t7;
;   0x04d4: 48 03 d3
; line 119: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x04d7: 8b ff
; line 148: madc.hi.cc.u32  t7, a6, b2, t7;
;   0x04d9: 48 8d 1c 3a 48 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04e0: 48 c1 ea 20
; line 120: addc.u32        t9, t9, 0;
;   0x04e4: 8b c0
; line 149: madc.hi.cc.u32  t8, a7, b2, t8;
;   0x04e6: 4c 8d 24 02 4c 89 e0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04ed: 48 c1 e8 20
; line 132: mad.lo.cc.u32   t0, a0, b2, t0;
;   0x04f1: 45 8b ed 4c 89 ef
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x04f7: 48 0f af 3d e1 0b 00 00 48 8b 14 24
; line 183: mad.lo.cc.u32   t0, a0, b3, t0;
;   0x0503: 42 8b 54 3a 58
; line 152: mul.lo.u32      m, t0, 0xe4866389;
;   0x0508: 8b ff 49 89 fe
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x050d: 4c 0f af 35 d3 0b 00 00
; line 153: mad.lo.cc.u32   t0, m, 0xd87cfd47, t0;
;   0x0515: 4d 03 f5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0518: 4c 69 ef 16 8c 20 3c 49 c1 ee 20
; line 163: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0523: 4d 03 ee
; line 142: mad.hi.cc.u32   t1, a0, b2, t1;
;   0x0526: 8b c9
; line 163: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0528: 49 03 cd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x052b: 4c 69 ef 8d ca 71 68 49 89 ce 49 c1 ee 20
; line 164: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0539: 4d 03 ee
; line 143: madc.hi.cc.u32  t2, a1, b2, t2;
;   0x053c: 8b f6
; line 164: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x053e: 49 03 f5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0544: 4c 0f af 2d a4 0b 00 00 49 89 f6 49 c1 ee 20
; line 165: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0553: 4d 03 ee
; line 144: madc.hi.cc.u32  t3, a2, b2, t3;
;   0x0556: 45 8b c0
; line 165: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0559: 4d 03 c5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x055f: 4c 0f af 2d 91 0b 00 00 4d 89 c6 49 c1 ee 20
; line 166: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x056e: 4d 03 ee
; line 145: madc.hi.cc.u32  t4, a3, b2, t4;
;   0x0571: 45 8b c9
; line 166: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0574: 4d 03 cd 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x057a: 4c 0f af 2d 7e 0b 00 00 4d 89 ce 49 c1 ee 20
; line 167: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0589: 4d 03 ee
; line 146: madc.hi.cc.u32  t5, a4, b2, t5;
;   0x058c: 45 8b d2
; line 167: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x058f: 4d 03 d5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0595: 4c 0f af 2d 6b 0b 00 00 4d 89 d6 49 c1 ee 20
; line 168: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x05a4: 4d 03 ee
; line 147: madc.hi.cc.u32  t6, a5, b2, t6;
;   0x05a7: 45 8b db
; line 168: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x05aa: 4d 03 dd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05ad: 48 69 ff 72 4e 64 30 4d 89 dd 49 c1 ed 20
; line 169: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x05bb: 49 03 fd
; line 148: madc.hi.cc.u32  t7, a6, b2, t7;
;   0x05be: 8b db
; line 169: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x05c0: 48 03 df 48 89 df
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05c6: 48 c1 ef 20
; line 149: madc.hi.cc.u32  t8, a7, b2, t8;
;   0x05ca: 45 8b e4
; line 170: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x05cd: 49 03 fc 49 89 fc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05d3: 49 c1 ec 20
; line 150: addc.u32        t9, t9, 0;
;   0x05d7: 8b c0
; line 171: addc.u32        t9, t9, 0;
;   0x05d9: 49 03 c4 4c 8b 64 24 50
; line 183: mad.lo.cc.u32   t0, a0, b3, t0;
;   0x05e1: 4c 0f af e2
; line 163: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x05e5: 8b c9
; line 183: mad.lo.cc.u32   t0, a0, b3, t0;
;   0x05e7: 4d 8d 2c 0c 4c 8b 74 24 48 4c 89 f1
; line 193: mad.hi.cc.u32   t1, a0, b3, t1;
;   0x05f3: 48 0f af ca 4d 89 ec
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x05fa: 49 c1 ec 20
; line 193: mad.hi.cc.u32   t1, a0, b3, t1;
;   0x05fe: 49 03 cc
; line 164: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0601: 8b f6
; line 193: mad.hi.cc.u32   t1, a0, b3, t1;
;   0x0603: 48 03 ce 48 8b 74 24 40
; line 194: madc.hi.cc.u32  t2, a1, b3, t2;
;   0x060b: 48 0f af f2 49 89 cc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0612: 49 c1 ec 20
; line 194: madc.hi.cc.u32  t2, a1, b3, t2;
;   0x0616: 49 03 f4
; line 165: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0619: 45 8b c0
; line 194: madc.hi.cc.u32  t2, a1, b3, t2;
;   0x061c: 49 03 f0 4c 8b 64 24 38 4d 89 e0
; line 195: madc.hi.cc.u32  t3, a2, b3, t3;
;   0x0627: 4c 0f af c2 49 89 f4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x062e: 49 c1 ec 20
; line 195: madc.hi.cc.u32  t3, a2, b3, t3;
;   0x0632: 4d 03 c4
; line 166: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0635: 45 8b c9
; line 195: madc.hi.cc.u32  t3, a2, b3, t3;
;   0x0638: 4d 03 c1 4c 8b 4c 24 30
; line 196: madc.hi.cc.u32  t4, a3, b3, t4;
;   0x0640: 4c 0f af ca 4d 89 c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0647: 49 c1 ec 20
; line 196: madc.hi.cc.u32  t4, a3, b3, t4;
;   0x064b: 4d 03 cc
; line 167: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x064e: 45 8b d2
; line 196: madc.hi.cc.u32  t4, a3, b3, t4;
;   0x0651: 4d 03 ca 4c 8b 54 24 28
; line 197: madc.hi.cc.u32  t5, a4, b3, t5;
;   0x0659: 4c 0f af d2 4d 89 cc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0660: 49 c1 ec 20
; line 197: madc.hi.cc.u32  t5, a4, b3, t5;
;   0x0664: 4d 03 d4
; line 168: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0667: 45 8b db
; line 197: madc.hi.cc.u32  t5, a4, b3, t5;
;   0x066a: 4d 03 d3 4c 8b 5c 24 20
; line 198: madc.hi.cc.u32  t6, a5, b3, t6;
;   0x0672: 4c 0f af da 4d 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0679: 49 c1 ec 20
; line 198: madc.hi.cc.u32  t6, a5, b3, t6;
;   0x067d: 4d 03 dc
; line 169: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0680: 8b db
; line 198: madc.hi.cc.u32  t6, a5, b3, t6;
;   0x0682: 4c 03 db 4c 8b 74 24 58 4c 89 f3
; line 199: madc.hi.cc.u32  t7, a6, b3, t7;
;   0x068d: 48 0f af da 4c 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0694: 48 c1 ea 20
; line 199: madc.hi.cc.u32  t7, a6, b3, t7;
;   0x0698: 48 03 d3
; line 170: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x069b: 8b ff
; line 199: madc.hi.cc.u32  t7, a6, b3, t7;
;   0x069d: 48 8d 1c 3a 48 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06a4: 48 c1 ea 20
; line 171: addc.u32        t9, t9, 0;
;   0x06a8: 8b c0
; line 200: madc.hi.cc.u32  t8, a7, b3, t8;
;   0x06aa: 4c 8d 24 02 4c 89 e0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06b1: 48 c1 e8 20
; line 183: mad.lo.cc.u32   t0, a0, b3, t0;
;   0x06b5: 45 8b ed 4c 89 ef
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06bb: 48 0f af 3d 1d 0a 00 00 48 8b 14 24
; line 234: mad.lo.cc.u32   t0, a0, b4, t0;
;   0x06c7: 42 8b 54 3a 60
; line 203: mul.lo.u32      m, t0, 0xe4866389;
;   0x06cc: 8b ff 49 89 fe
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06d1: 4c 0f af 35 0f 0a 00 00
; line 204: mad.lo.cc.u32   t0, m, 0xd87cfd47, t0;
;   0x06d9: 4d 03 f5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06dc: 4c 69 ef 16 8c 20 3c 49 c1 ee 20
; line 214: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x06e7: 4d 03 ee
; line 193: mad.hi.cc.u32   t1, a0, b3, t1;
;   0x06ea: 8b c9
; line 214: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x06ec: 49 03 cd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x06ef: 4c 69 ef 8d ca 71 68 49 89 ce 49 c1 ee 20
; line 215: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x06fd: 4d 03 ee
; line 194: madc.hi.cc.u32  t2, a1, b3, t2;
;   0x0700: 8b f6
; line 215: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0702: 49 03 f5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0708: 4c 0f af 2d e0 09 00 00 49 89 f6 49 c1 ee 20
; line 216: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0717: 4d 03 ee
; line 195: madc.hi.cc.u32  t3, a2, b3, t3;
;   0x071a: 45 8b c0
; line 216: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x071d: 4d 03 c5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0723: 4c 0f af 2d cd 09 00 00 4d 89 c6 49 c1 ee 20
; line 217: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0732: 4d 03 ee
; line 196: madc.hi.cc.u32  t4, a3, b3, t4;
;   0x0735: 45 8b c9
; line 217: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0738: 4d 03 cd 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x073e: 4c 0f af 2d ba 09 00 00 4d 89 ce 49 c1 ee 20
; line 218: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x074d: 4d 03 ee
; line 197: madc.hi.cc.u32  t5, a4, b3, t5;
;   0x0750: 45 8b d2
; line 218: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0753: 4d 03 d5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0759: 4c 0f af 2d a7 09 00 00 4d 89 d6 49 c1 ee 20
; line 219: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0768: 4d 03 ee
; line 198: madc.hi.cc.u32  t6, a5, b3, t6;
;   0x076b: 45 8b db
; line 219: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x076e: 4d 03 dd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0771: 48 69 ff 72 4e 64 30 4d 89 dd 49 c1 ed 20
; line 220: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x077f: 49 03 fd
; line 199: madc.hi.cc.u32  t7, a6, b3, t7;
;   0x0782: 8b db
; line 220: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0784: 48 03 df 48 89 df
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x078a: 48 c1 ef 20
; line 200: madc.hi.cc.u32  t8, a7, b3, t8;
;   0x078e: 45 8b e4
; line 221: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x0791: 49 03 fc 49 89 fc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0797: 49 c1 ec 20
; line 201: addc.u32        t9, t9, 0;
;   0x079b: 8b c0
; line 222: addc.u32        t9, t9, 0;
;   0x079d: 49 03 c4 4c 8b 64 24 50
; line 234: mad.lo.cc.u32   t0, a0, b4, t0;
;   0x07a5: 4c 0f af e2
; line 214: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x07a9: 8b c9
; line 234: mad.lo.cc.u32   t0, a0, b4, t0;
;   0x07ab: 4d 8d 2c 0c 4c 8b 74 24 48 4c 89 f1
; line 244: mad.hi.cc.u32   t1, a0, b4, t1;
;   0x07b7: 48 0f af ca 4d 89 ec
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07be: 49 c1 ec 20
; line 244: mad.hi.cc.u32   t1, a0, b4, t1;
;   0x07c2: 49 03 cc
; line 215: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x07c5: 8b f6
; line 244: mad.hi.cc.u32   t1, a0, b4, t1;
;   0x07c7: 48 03 ce 48 8b 74 24 40
; line 245: madc.hi.cc.u32  t2, a1, b4, t2;
;   0x07cf: 48 0f af f2 49 89 cc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07d6: 49 c1 ec 20
; line 245: madc.hi.cc.u32  t2, a1, b4, t2;
;   0x07da: 49 03 f4
; line 216: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x07dd: 45 8b c0
; line 245: madc.hi.cc.u32  t2, a1, b4, t2;
;   0x07e0: 49 03 f0 4c 8b 64 24 38 4d 89 e0
; line 246: madc.hi.cc.u32  t3, a2, b4, t3;
;   0x07eb: 4c 0f af c2 49 89 f4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x07f2: 49 c1 ec 20
; line 246: madc.hi.cc.u32  t3, a2, b4, t3;
;   0x07f6: 4d 03 c4
; line 217: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x07f9: 45 8b c9
; line 246: madc.hi.cc.u32  t3, a2, b4, t3;
;   0x07fc: 4d 03 c1 4c 8b 4c 24 30
; line 247: madc.hi.cc.u32  t4, a3, b4, t4;
;   0x0804: 4c 0f af ca 4d 89 c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x080b: 49 c1 ec 20
; line 247: madc.hi.cc.u32  t4, a3, b4, t4;
;   0x080f: 4d 03 cc
; line 218: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0812: 45 8b d2
; line 247: madc.hi.cc.u32  t4, a3, b4, t4;
;   0x0815: 4d 03 ca 4c 8b 54 24 28
; line 248: madc.hi.cc.u32  t5, a4, b4, t5;
;   0x081d: 4c 0f af d2 4d 89 cc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0824: 49 c1 ec 20
; line 248: madc.hi.cc.u32  t5, a4, b4, t5;
;   0x0828: 4d 03 d4
; line 219: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x082b: 45 8b db
; line 248: madc.hi.cc.u32  t5, a4, b4, t5;
;   0x082e: 4d 03 d3 4c 8b 5c 24 20
; line 249: madc.hi.cc.u32  t6, a5, b4, t6;
;   0x0836: 4c 0f af da 4d 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x083d: 49 c1 ec 20
; line 249: madc.hi.cc.u32  t6, a5, b4, t6;
;   0x0841: 4d 03 dc
; line 220: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0844: 8b db
; line 249: madc.hi.cc.u32  t6, a5, b4, t6;
;   0x0846: 4c 03 db 48 8b 5c 24 58
; line 250: madc.hi.cc.u32  t7, a6, b4, t7;
;   0x084e: 48 0f af da 4c 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0855: 48 c1 ea 20
; line 250: madc.hi.cc.u32  t7, a6, b4, t7;
;   0x0859: 48 03 d3
; line 221: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x085c: 8b ff
; line 250: madc.hi.cc.u32  t7, a6, b4, t7;
;   0x085e: 48 8d 1c 3a 48 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0865: 48 c1 ea 20
; line 222: addc.u32        t9, t9, 0;
;   0x0869: 8b c0
; line 251: madc.hi.cc.u32  t8, a7, b4, t8;
;   0x086b: 4c 8d 24 02 4c 89 e0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0872: 48 c1 e8 20
; line 234: mad.lo.cc.u32   t0, a0, b4, t0;
;   0x0876: 45 8b ed 4c 89 ef
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x087c: 48 0f af 3d 5c 08 00 00 48 8b 14 24
; line 285: mad.lo.cc.u32   t0, a0, b5, t0;
;   0x0888: 42 8b 54 3a 68
; line 254: mul.lo.u32      m, t0, 0xe4866389;
;   0x088d: 8b ff 49 89 fe
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0892: 4c 0f af 35 4e 08 00 00
; line 255: mad.lo.cc.u32   t0, m, 0xd87cfd47, t0;
;   0x089a: 4d 03 f5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x089d: 4c 69 ef 16 8c 20 3c 49 c1 ee 20
; line 265: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x08a8: 4d 03 ee
; line 244: mad.hi.cc.u32   t1, a0, b4, t1;
;   0x08ab: 8b c9
; line 265: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x08ad: 49 03 cd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08b0: 4c 69 ef 8d ca 71 68 49 89 ce 49 c1 ee 20
; line 266: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x08be: 4d 03 ee
; line 245: madc.hi.cc.u32  t2, a1, b4, t2;
;   0x08c1: 8b f6
; line 266: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x08c3: 49 03 f5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08c9: 4c 0f af 2d 1f 08 00 00 49 89 f6 49 c1 ee 20
; line 267: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x08d8: 4d 03 ee
; line 246: madc.hi.cc.u32  t3, a2, b4, t3;
;   0x08db: 45 8b c0
; line 267: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x08de: 4d 03 c5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08e4: 4c 0f af 2d 0c 08 00 00 4d 89 c6 49 c1 ee 20
; line 268: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x08f3: 4d 03 ee
; line 247: madc.hi.cc.u32  t4, a3, b4, t4;
;   0x08f6: 45 8b c9
; line 268: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x08f9: 4d 03 cd 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x08ff: 4c 0f af 2d f9 07 00 00 4d 89 ce 49 c1 ee 20
; line 269: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x090e: 4d 03 ee
; line 248: madc.hi.cc.u32  t5, a4, b4, t5;
;   0x0911: 45 8b d2
; line 269: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0914: 4d 03 d5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x091a: 4c 0f af 2d e6 07 00 00 4d 89 d6 49 c1 ee 20
; line 270: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0929: 4d 03 ee
; line 249: madc.hi.cc.u32  t6, a5, b4, t6;
;   0x092c: 45 8b db
; line 270: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x092f: 4d 03 dd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0932: 48 69 ff 72 4e 64 30 4d 89 dd 49 c1 ed 20
; line 271: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0940: 49 03 fd
; line 250: madc.hi.cc.u32  t7, a6, b4, t7;
;   0x0943: 8b db
; line 271: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0945: 48 03 df 48 89 df
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x094b: 48 c1 ef 20
; line 251: madc.hi.cc.u32  t8, a7, b4, t8;
;   0x094f: 45 8b e4
; line 272: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x0952: 49 03 fc 49 89 fc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0958: 49 c1 ec 20
; line 252: addc.u32        t9, t9, 0;
;   0x095c: 8b c0
; line 273: addc.u32        t9, t9, 0;
;   0x095e: 49 03 c4 4c 8b 64 24 50
; line 285: mad.lo.cc.u32   t0, a0, b5, t0;
;   0x0966: 4c 0f af e2
; line 265: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x096a: 8b c9
; line 285: mad.lo.cc.u32   t0, a0, b5, t0;
;   0x096c: 4d 8d 2c 0c 4c 8b 74 24 48 4c 89 f1
; line 295: mad.hi.cc.u32   t1, a0, b5, t1;
;   0x0978: 48 0f af ca 4d 89 ec
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x097f: 49 c1 ec 20
; line 295: mad.hi.cc.u32   t1, a0, b5, t1;
;   0x0983: 49 03 cc
; line 266: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0986: 8b f6
; line 295: mad.hi.cc.u32   t1, a0, b5, t1;
;   0x0988: 48 03 ce 48 8b 74 24 40
; line 296: madc.hi.cc.u32  t2, a1, b5, t2;
;   0x0990: 48 0f af f2 49 89 cc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0997: 49 c1 ec 20
; line 296: madc.hi.cc.u32  t2, a1, b5, t2;
;   0x099b: 49 03 f4
; line 267: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x099e: 45 8b c0
; line 296: madc.hi.cc.u32  t2, a1, b5, t2;
;   0x09a1: 49 03 f0 4c 8b 64 24 38 4d 89 e0
; line 297: madc.hi.cc.u32  t3, a2, b5, t3;
;   0x09ac: 4c 0f af c2 49 89 f4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09b3: 49 c1 ec 20
; line 297: madc.hi.cc.u32  t3, a2, b5, t3;
;   0x09b7: 4d 03 c4
; line 268: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x09ba: 45 8b c9
; line 297: madc.hi.cc.u32  t3, a2, b5, t3;
;   0x09bd: 4d 03 c1 4c 8b 4c 24 30
; line 298: madc.hi.cc.u32  t4, a3, b5, t4;
;   0x09c5: 4c 0f af ca 4d 89 c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09cc: 49 c1 ec 20
; line 298: madc.hi.cc.u32  t4, a3, b5, t4;
;   0x09d0: 4d 03 cc
; line 269: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x09d3: 45 8b d2
; line 298: madc.hi.cc.u32  t4, a3, b5, t4;
;   0x09d6: 4d 03 ca 4c 8b 54 24 28
; line 299: madc.hi.cc.u32  t5, a4, b5, t5;
;   0x09de: 4c 0f af d2 4d 89 cc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09e5: 49 c1 ec 20
; line 299: madc.hi.cc.u32  t5, a4, b5, t5;
;   0x09e9: 4d 03 d4
; line 270: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x09ec: 45 8b db
; line 299: madc.hi.cc.u32  t5, a4, b5, t5;
;   0x09ef: 4d 03 d3 4c 8b 5c 24 20
; line 300: madc.hi.cc.u32  t6, a5, b5, t6;
;   0x09f7: 4c 0f af da 4d 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x09fe: 49 c1 ec 20
; line 300: madc.hi.cc.u32  t6, a5, b5, t6;
;   0x0a02: 4d 03 dc
; line 271: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0a05: 8b db
; line 300: madc.hi.cc.u32  t6, a5, b5, t6;
;   0x0a07: 4c 03 db 4c 8b 64 24 58 4c 89 e3
; line 301: madc.hi.cc.u32  t7, a6, b5, t7;
;   0x0a12: 48 0f af da 4c 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a19: 48 c1 ea 20
; line 301: madc.hi.cc.u32  t7, a6, b5, t7;
;   0x0a1d: 48 03 d3
; line 272: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x0a20: 8b ff
; line 301: madc.hi.cc.u32  t7, a6, b5, t7;
;   0x0a22: 48 8d 1c 3a 48 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a29: 48 c1 ea 20
; line 273: addc.u32        t9, t9, 0;
;   0x0a2d: 8b c0
; line 302: madc.hi.cc.u32  t8, a7, b5, t8;
;   0x0a2f: 4c 8d 24 02 4c 89 e0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a36: 48 c1 e8 20
; line 285: mad.lo.cc.u32   t0, a0, b5, t0;
;   0x0a3a: 45 8b ed 4c 89 ef
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a40: 48 0f af 3d 98 06 00 00 48 8b 14 24
; line 336: mad.lo.cc.u32   t0, a0, b6, t0;
;   0x0a4c: 42 8b 54 3a 70
; line 305: mul.lo.u32      m, t0, 0xe4866389;
;   0x0a51: 8b ff 49 89 fe
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a56: 4c 0f af 35 8a 06 00 00
; line 306: mad.lo.cc.u32   t0, m, 0xd87cfd47, t0;
;   0x0a5e: 4d 03 f5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a61: 4c 69 ef 16 8c 20 3c 49 c1 ee 20
; line 316: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0a6c: 4d 03 ee
; line 295: mad.hi.cc.u32   t1, a0, b5, t1;
;   0x0a6f: 8b c9
; line 316: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0a71: 49 03 cd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a74: 4c 69 ef 8d ca 71 68 49 89 ce 49 c1 ee 20
; line 317: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0a82: 4d 03 ee
; line 296: madc.hi.cc.u32  t2, a1, b5, t2;
;   0x0a85: 8b f6
; line 317: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0a87: 49 03 f5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0a8d: 4c 0f af 2d 5b 06 00 00 49 89 f6 49 c1 ee 20
; line 318: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0a9c: 4d 03 ee
; line 297: madc.hi.cc.u32  t3, a2, b5, t3;
;   0x0a9f: 45 8b c0
; line 318: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0aa2: 4d 03 c5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0aa8: 4c 0f af 2d 48 06 00 00 4d 89 c6 49 c1 ee 20
; line 319: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0ab7: 4d 03 ee
; line 298: madc.hi.cc.u32  t4, a3, b5, t4;
;   0x0aba: 45 8b c9
; line 319: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0abd: 4d 03 cd 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ac3: 4c 0f af 2d 35 06 00 00 4d 89 ce 49 c1 ee 20
; line 320: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0ad2: 4d 03 ee
; line 299: madc.hi.cc.u32  t5, a4, b5, t5;
;   0x0ad5: 45 8b d2
; line 320: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0ad8: 4d 03 d5 49 89 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ade: 4c 0f af 2d 22 06 00 00 4d 89 d6 49 c1 ee 20
; line 321: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0aed: 4d 03 ee
; line 300: madc.hi.cc.u32  t6, a5, b5, t6;
;   0x0af0: 45 8b db
; line 321: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0af3: 4d 03 dd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0af6: 48 69 ff 72 4e 64 30 4d 89 dd 49 c1 ed 20
; line 322: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0b04: 49 03 fd
; line 301: madc.hi.cc.u32  t7, a6, b5, t7;
;   0x0b07: 8b db
; line 322: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0b09: 48 03 df 48 89 df
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b0f: 48 c1 ef 20
; line 302: madc.hi.cc.u32  t8, a7, b5, t8;
;   0x0b13: 45 8b e4
; line 323: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x0b16: 49 03 fc 49 89 fc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b1c: 49 c1 ec 20
; line 303: addc.u32        t9, t9, 0;
;   0x0b20: 8b c0
; line 324: addc.u32        t9, t9, 0;
;   0x0b22: 49 03 c4 4c 8b 64 24 50
; line 336: mad.lo.cc.u32   t0, a0, b6, t0;
;   0x0b2a: 4c 0f af e2
; line 316: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0b2e: 8b c9
; line 336: mad.lo.cc.u32   t0, a0, b6, t0;
;   0x0b30: 4d 8d 2c 0c 4c 8b 74 24 48 4c 89 f1
; line 346: mad.hi.cc.u32   t1, a0, b6, t1;
;   0x0b3c: 48 0f af ca 4d 89 ec
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b43: 49 c1 ec 20
; line 346: mad.hi.cc.u32   t1, a0, b6, t1;
;   0x0b47: 49 03 cc
; line 317: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0b4a: 8b f6
; line 346: mad.hi.cc.u32   t1, a0, b6, t1;
;   0x0b4c: 48 03 ce 48 8b 74 24 40
; line 347: madc.hi.cc.u32  t2, a1, b6, t2;
;   0x0b54: 48 0f af f2 49 89 cc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b5b: 49 c1 ec 20
; line 347: madc.hi.cc.u32  t2, a1, b6, t2;
;   0x0b5f: 49 03 f4
; line 318: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0b62: 45 8b c0
; line 347: madc.hi.cc.u32  t2, a1, b6, t2;
;   0x0b65: 49 03 f0 4c 8b 64 24 38 4d 89 e0
; line 348: madc.hi.cc.u32  t3, a2, b6, t3;
;   0x0b70: 4c 0f af c2 49 89 f4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b77: 49 c1 ec 20
; line 348: madc.hi.cc.u32  t3, a2, b6, t3;
;   0x0b7b: 4d 03 c4
; line 319: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0b7e: 45 8b c9
; line 348: madc.hi.cc.u32  t3, a2, b6, t3;
;   0x0b81: 4d 03 c1 4c 8b 4c 24 30
; line 349: madc.hi.cc.u32  t4, a3, b6, t4;
;   0x0b89: 4c 0f af ca 4d 89 c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0b90: 49 c1 ec 20
; line 349: madc.hi.cc.u32  t4, a3, b6, t4;
;   0x0b94: 4d 03 cc
; line 320: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0b97: 45 8b d2
; line 349: madc.hi.cc.u32  t4, a3, b6, t4;
;   0x0b9a: 4d 03 ca 4c 8b 54 24 28
; line 350: madc.hi.cc.u32  t5, a4, b6, t5;
;   0x0ba2: 4c 0f af d2 4d 89 cc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ba9: 49 c1 ec 20
; line 350: madc.hi.cc.u32  t5, a4, b6, t5;
;   0x0bad: 4d 03 d4
; line 321: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0bb0: 45 8b db
; line 350: madc.hi.cc.u32  t5, a4, b6, t5;
;   0x0bb3: 4d 03 d3 4c 8b 5c 24 20
; line 351: madc.hi.cc.u32  t6, a5, b6, t6;
;   0x0bbb: 4c 0f af da 4d 89 d4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bc2: 49 c1 ec 20
; line 351: madc.hi.cc.u32  t6, a5, b6, t6;
;   0x0bc6: 4d 03 dc
; line 322: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0bc9: 8b db
; line 351: madc.hi.cc.u32  t6, a5, b6, t6;
;   0x0bcb: 4c 03 db 48 8b 5c 24 58
; line 352: madc.hi.cc.u32  t7, a6, b6, t7;
;   0x0bd3: 48 0f af da 4c 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bda: 48 c1 ea 20
; line 352: madc.hi.cc.u32  t7, a6, b6, t7;
;   0x0bde: 48 03 d3
; line 323: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x0be1: 8b ff
; line 352: madc.hi.cc.u32  t7, a6, b6, t7;
;   0x0be3: 48 8d 1c 3a 48 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bea: 48 c1 ea 20
; line 324: addc.u32        t9, t9, 0;
;   0x0bee: 8b c0
; line 353: madc.hi.cc.u32  t8, a7, b6, t8;
;   0x0bf0: 4c 8d 24 02 4c 89 e0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0bf7: 48 c1 e8 20 48 89 44 24 60
; line 336: mad.lo.cc.u32   t0, a0, b6, t0;
;   0x0c00: 41 8b fd 48 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c06: 48 0f af 05 d2 04 00 00 48 8b 14 24
; line 387: mad.lo.cc.u32   t0, a0, b7, t0;
;   0x0c12: 42 8b 54 3a 78
; line 356: mul.lo.u32      m, t0, 0xe4866389;
;   0x0c17: 8b c0 49 89 c5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c1c: 4c 0f af 2d c4 04 00 00
; line 357: mad.lo.cc.u32   t0, m, 0xd87cfd47, t0;
;   0x0c24: 49 03 fd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c27: 4c 69 e8 16 8c 20 3c 48 c1 ef 20
; line 367: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0c32: 49 03 fd
; line 346: mad.hi.cc.u32   t1, a0, b6, t1;
;   0x0c35: 8b c9
; line 367: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0c37: 48 03 cf
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c3a: 48 69 f8 8d ca 71 68 49 89 cd 49 c1 ed 20
; line 368: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0c48: 49 03 fd
; line 347: madc.hi.cc.u32  t2, a1, b6, t2;
;   0x0c4b: 8b f6
; line 368: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0c4d: 48 03 f7 48 89 c7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c53: 48 0f af 3d 95 04 00 00 49 89 f5 49 c1 ed 20
; line 369: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0c62: 49 03 fd
; line 348: madc.hi.cc.u32  t3, a2, b6, t3;
;   0x0c65: 45 8b c0
; line 369: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0c68: 4e 8d 2c 07 48 89 c7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c6f: 48 0f af 3d 81 04 00 00 4d 89 e8 49 c1 e8 20
; line 370: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0c7e: 49 03 f8
; line 349: madc.hi.cc.u32  t4, a3, b6, t4;
;   0x0c81: 45 8b c1
; line 370: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0c84: 4e 8d 0c 07 48 89 c7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0c8b: 48 0f af 3d 6d 04 00 00 4d 89 c8 49 c1 e8 20
; line 371: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0c9a: 49 03 f8
; line 350: madc.hi.cc.u32  t5, a4, b6, t5;
;   0x0c9d: 45 8b c2
; line 371: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0ca0: 4e 8d 34 07 48 89 c7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ca7: 48 0f af 3d 59 04 00 00 4d 89 f0 49 c1 e8 20
; line 372: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0cb6: 49 03 f8
; line 351: madc.hi.cc.u32  t6, a5, b6, t6;
;   0x0cb9: 45 8b c3
; line 372: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0cbc: 4e 8d 3c 07
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cc0: 48 69 c0 72 4e 64 30 4c 89 ff 48 c1 ef 20
; line 373: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0cce: 48 03 c7
; line 352: madc.hi.cc.u32  t7, a6, b6, t7;
;   0x0cd1: 8b fb
; line 373: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0cd3: 48 03 c7 48 89 c7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0cd9: 48 c1 ef 20
; line 353: madc.hi.cc.u32  t8, a7, b6, t8;
;   0x0cdd: 45 8b c4
; line 374: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x0ce0: 49 03 f8 49 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ce6: 49 c1 e8 20 4c 8b 54 24 60
; line 354: addc.u32        t9, t9, 0;
;   0x0cef: 45 8b d2
; line 375: addc.u32        t9, t9, 0;
;   0x0cf2: 4d 03 d0 4c 8b 44 24 50 4c 89 54 24 60
; line 387: mad.lo.cc.u32   t0, a0, b7, t0;
;   0x0cff: 4c 0f af c2 4c 89 44 24 50
; line 367: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0d08: 8b c9
; line 387: mad.lo.cc.u32   t0, a0, b7, t0;
;   0x0d0a: 4c 03 c1 48 8b 4c 24 48
; line 397: mad.hi.cc.u32   t1, a0, b7, t1;
;   0x0d12: 48 0f af ca 48 89 4c 24 48 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d1e: 48 c1 e9 20 4c 8b 54 24 48
; line 397: mad.hi.cc.u32   t1, a0, b7, t1;
;   0x0d27: 49 03 ca
; line 368: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0d2a: 8b f6
; line 397: mad.hi.cc.u32   t1, a0, b7, t1;
;   0x0d2c: 48 03 ce 48 8b 74 24 40
; line 398: madc.hi.cc.u32  t2, a1, b7, t2;
;   0x0d34: 48 0f af f2 48 89 74 24 40 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d40: 48 c1 ee 20 4c 8b 54 24 40
; line 398: madc.hi.cc.u32  t2, a1, b7, t2;
;   0x0d49: 49 03 f2
; line 369: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0d4c: 45 8b d5
; line 398: madc.hi.cc.u32  t2, a1, b7, t2;
;   0x0d4f: 49 03 f2 4c 8b 64 24 38
; line 399: madc.hi.cc.u32  t3, a2, b7, t3;
;   0x0d57: 4c 0f af e2 4c 89 64 24 38 49 89 f2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d63: 49 c1 ea 20
; line 399: madc.hi.cc.u32  t3, a2, b7, t3;
;   0x0d67: 4d 03 d4
; line 370: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0d6a: 45 8b c9
; line 399: madc.hi.cc.u32  t3, a2, b7, t3;
;   0x0d6d: 4d 03 d1 48 8b 5c 24 30
; line 400: madc.hi.cc.u32  t4, a3, b7, t4;
;   0x0d75: 48 0f af da 48 89 5c 24 30 4d 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d81: 49 c1 e9 20
; line 400: madc.hi.cc.u32  t4, a3, b7, t4;
;   0x0d85: 4c 03 cb
; line 371: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0d88: 45 8b de
; line 400: madc.hi.cc.u32  t4, a3, b7, t4;
;   0x0d8b: 4d 03 d9 4c 8b 4c 24 28
; line 401: madc.hi.cc.u32  t5, a4, b7, t5;
;   0x0d93: 4c 0f af ca 4c 89 4c 24 28 4d 89 d9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0d9f: 49 c1 e9 20 4c 8b 6c 24 28
; line 401: madc.hi.cc.u32  t5, a4, b7, t5;
;   0x0da8: 4d 03 cd
; line 372: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0dab: 41 8b df
; line 401: madc.hi.cc.u32  t5, a4, b7, t5;
;   0x0dae: 49 03 d9 4c 8b 4c 24 20
; line 402: madc.hi.cc.u32  t6, a5, b7, t6;
;   0x0db6: 4c 0f af ca 4c 89 4c 24 20 49 89 d9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0dc2: 49 c1 e9 20 4c 8b 64 24 20
; line 402: madc.hi.cc.u32  t6, a5, b7, t6;
;   0x0dcb: 4d 03 cc
; line 373: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0dce: 8b c0
; line 402: madc.hi.cc.u32  t6, a5, b7, t6;
;   0x0dd0: 4d 8d 24 01 4c 8b 4c 24 58
; line 403: madc.hi.cc.u32  t7, a6, b7, t7;
;   0x0dd9: 4c 0f af ca 4c 89 4c 24 58 4c 89 e0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0de5: 48 c1 e8 20
; line 403: madc.hi.cc.u32  t7, a6, b7, t7;
;   0x0de9: 49 03 c1
; line 374: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x0dec: 8b d7
; line 403: madc.hi.cc.u32  t7, a6, b7, t7;
;   0x0dee: 4c 8d 2c 10 4c 89 e8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0df5: 48 c1 e8 20 48 8b 54 24 60
; line 375: addc.u32        t9, t9, 0;
;   0x0dfe: 8b d2
; line 404: madc.hi.cc.u32  t8, a7, b7, t8;
;   0x0e00: 4c 8d 34 10 4c 89 f0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e07: 48 c1 e8 20
; line 387: mad.lo.cc.u32   t0, a0, b7, t0;
;   0x0e0b: 41 8b d0 48 89 d7
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e11: 48 0f af 3d c7 02 00 00
; line 407: mul.lo.u32      m, t0, 0xe4866389;
;   0x0e19: 8b ff 49 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e1e: 4c 0f af 05 c2 02 00 00
; line 408: mad.lo.cc.u32   t0, m, 0xd87cfd47, t0;
;   0x0e26: 49 03 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e29: 4c 69 c7 16 8c 20 3c 48 c1 ea 20
; line 418: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0e34: 49 03 d0
; line 397: mad.hi.cc.u32   t1, a0, b7, t1;
;   0x0e37: 8b c9
; line 418: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0e39: 4c 8d 0c 0a
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e3d: 48 69 cf 8d ca 71 68 4c 89 ca 48 c1 ea 20
; line 419: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0e4b: 48 03 ca
; line 398: madc.hi.cc.u32  t2, a1, b7, t2;
;   0x0e4e: 8b d6
; line 419: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0e50: 48 8d 34 11 48 89 f9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e57: 48 0f af 0d 91 02 00 00 48 89 f2 48 c1 ea 20
; line 420: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0e66: 48 03 ca
; line 399: madc.hi.cc.u32  t3, a2, b7, t3;
;   0x0e69: 41 8b d2
; line 420: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0e6c: 4c 8d 14 11 48 89 f9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e73: 48 0f af 0d 7d 02 00 00 4c 89 d2 48 c1 ea 20
; line 421: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0e82: 48 03 ca
; line 400: madc.hi.cc.u32  t4, a3, b7, t4;
;   0x0e85: 41 8b d3
; line 421: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0e88: 4c 8d 1c 11 48 89 f9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0e8f: 48 0f af 0d 69 02 00 00 4c 89 da 48 c1 ea 20
; line 422: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0e9e: 48 03 ca
; line 401: madc.hi.cc.u32  t5, a4, b7, t5;
;   0x0ea1: 8b d3
; line 422: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0ea3: 48 03 d1 48 89 f9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ea9: 48 0f af 0d 57 02 00 00 49 89 d0 49 c1 e8 20
; line 423: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0eb8: 49 03 c8
; line 402: madc.hi.cc.u32  t6, a5, b7, t6;
;   0x0ebb: 45 8b c4
; line 423: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0ebe: 4a 8d 1c 01
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0ec2: 48 69 cf 72 4e 64 30 48 89 df 48 c1 ef 20
; line 424: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0ed0: 48 03 cf
; line 403: madc.hi.cc.u32  t7, a6, b7, t7;
;   0x0ed3: 41 8b fd
; line 424: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0ed6: 4c 8d 2c 39 4c 89 e9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0edd: 48 c1 e9 20
; line 404: madc.hi.cc.u32  t8, a7, b7, t8;
;   0x0ee1: 41 8b fe
; line 425: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x0ee4: 4c 8d 24 39 4c 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0eeb: 48 c1 e9 20
; line 405: addc.u32        t9, t9, 0;
;   0x0eef: 8b c0
; line 426: addc.u32        t9, t9, 0;
;   0x0ef1: 48 03 c8 48 89 4c 24 58
; line 418: mad.hi.cc.u32   t1, m, 0xd87cfd47, t1;
;   0x0ef9: 41 8b c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0efc: 48 8d 88 b9 02 83 27
; line 419: madc.hi.cc.u32  t2, m, 0x3c208c16, t2;
;   0x0f03: 8b c6 48 89 74 24 20
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f0a: be e9 73 df c3 48 03 c6 48 89 ce 48 c1 ee 20 48
;   0x0f1a: 89 4c 24 50
; line 439: subc.cc.u32     s1, t1, 0x3c208c16;
;   0x0f1e: 48 8d 3c 30
; line 420: madc.hi.cc.u32  t3, m, 0x6871ca8d, t3;
;   0x0f22: 41 8b c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f25: b9 72 35 8e 97 48 03 c1 48 89 f9 48 c1 e9 20 48
;   0x0f35: 89 7c 24 48
; line 440: subc.cc.u32     s2, t2, 0x6871ca8d;
;   0x0f39: 4c 8d 04 08
; line 421: madc.hi.cc.u32  t4, m, 0x97816a91, t4;
;   0x0f3d: 41 8b c3 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f43: 48 c1 e9 20
; line 441: subc.cc.u32     s3, t3, 0x97816a91;
;   0x0f47: 48 8d 8c 08 6e 95 7e 68 48 89 4c 24 40
; line 422: madc.hi.cc.u32  t5, m, 0x8181585d, t5;
;   0x0f54: 8b c2 48 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f59: 48 c1 ee 20
; line 442: subc.cc.u32     s4, t4, 0x8181585d;
;   0x0f5d: 48 0f b6 ce 4c 8d bc 08 a2 a7 7e 7e
; line 423: madc.hi.cc.u32  t6, m, 0xb85045b6, t6;
;   0x0f69: 8b c3 4c 89 f9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f6e: 48 c1 e9 20 4c 89 7c 24 38
; line 443: subc.cc.u32     s5, t5, 0xb85045b6;
;   0x0f77: 48 0f b6 c9 48 8d 84 08 49 ba af 47 48 89 44 24
;   0x0f87: 30
; line 424: madc.hi.cc.u32  t7, m, 0xe131a029, t7;
;   0x0f88: 41 8b c5 48 8b 74 24 30 48 89 f1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0f93: 48 c1 e9 20
; line 444: subc.cc.u32     s6, t6, 0xe131a029;
;   0x0f97: 48 0f b6 c9 4c 8d b4 08 d6 5f ce 1e 4c 89 74 24
;   0x0fa7: 28
; line 425: madc.hi.cc.u32  t8, m, 0x30644e72, t8;
;   0x0fa8: 41 8b c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fab: b9 8d b1 9b cf 48 03 c1 4c 89 f1 48 c1 e9 20
; line 445: subc.cc.u32     s7, t7, 0x30644e72;
;   0x0fba: 48 0f b6 c9 48 03 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fc1: b9 ff ff ff ff 48 8b 74 24 58 48 03 ce 48 89 c6
;   0x0fd1: 48 c1 ee 20
; line 446: subc.cc.u32     s8, t8, 0;
;   0x0fd5: 48 0f b6 f6 48 03 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fdc: 48 c1 e9 20
; line 447: addc.u32        ge, 0, 0;       // CF = NOT(borrow): 1 iff t >= p
;   0x0fe0: 48 0f b6 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0fe4: 85 c9 48 8b 74 24 50 44 0f 45 ce 45 8b f1 4c 8b
;   0x0ff4: 4c 24 18 4c 89 cf 48 c1 e7 06 48 8b 74 24 08 4c
;   0x1004: 89 34 3e 85 c9 4c 8b 74 24 48 4c 8b 7c 24 20 45
;   0x1014: 0f 45 fe 45 8b f7 4c 89 74 3e 08 85 c9 45 0f 45
;   0x1024: d0 45 8b c2 4c 89 44 3e 10 85 c9 4c 8b 44 24 40
;   0x1034: 45 0f 45 d8 45 8b c3 4c 89 44 3e 18 85 c9 4c 8b
;   0x1044: 44 24 38 41 0f 45 d0 8b d2 48 89 54 3e 20 85 c9
;   0x1054: 4c 8b 54 24 30 41 0f 45 da 8b d3 48 89 54 3e 28
;   0x1064: 85 c9 4c 8b 74 24 28 45 0f 45 ee 41 8b d5 48 89
;   0x1074: 54 3e 30 85 c9 44 0f 45 e0 41 8b c4 48 89 44 3e
;   0x1084: 38 49 81 c1 01 00 00 00 48 8b 54 24 10 4c 3b ca
;   0x1094: 0f 83 12 00 00 00
; (no source location: register moves, constants, padding)
;   0x109a: 48 89 54 24 10 48 89 74 24 08 4c 89 ce
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10a7: e9 b7 ef ff ff
; (no source location: register moves, constants, padding)
;   0x10ac: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x10af: 48 8b 5c 24 70 4c 8b 64 24 78 4c 8b ac 24 80 00
;   0x10bf: 00 00 4c 8b b4 24 88 00 00 00 4c 8b bc 24 90 00
;   0x10cf: 00 00 48 81 c4 a0 00 00 00 48 89 ec 5d c3
; (no source location: register moves, constants, padding)
;   0x10dd: 00 00 00 89 63 86 e4 00 00 00 00 47 fd 7c d8 00
;   0x10ed: 00 00 00 91 6a 81 97 00 00 00 00 5d 58 81 81 00
;   0x10fd: 00 00 00 b6 45 50 b8 00 00 00 00 29 a0 31 e1 00
;   0x110d: 00 00 00
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
  movq %rdi, <offset:1>+(%rsp)
  movq %rsi, <offset:1>+8(%rsp)
  uninit  %rsi
  xorq %rsi, %rsi
  movq %rsi, <offset:1>+0x68(%rsp)
  uninit  %rax
  xorq %rax, %rax
  testq %rdx, %rdx
  movq %rdx, <offset:1>+0x10(%rsp)
  jnz     label1; j label2
block1:
  movq <offset:1>+0x68(%rsp), %rsi
  jmp     label3
block2:
  movq <offset:1>+0x10(%rsp), %rax
  jmp     label7
block3:
  movq %rsi, %r15
  shlq $0x7, %r15
  movq <offset:1>+(%rsp), %r8
  movq %rsi, <offset:1>+0x18(%rsp)
  movl (%r8, %r15), %eax
  movq %rax, <offset:1>+0x50(%rsp)
  movl 0x40(%r8, %r15), %eax
  movl 8(%r8, %r15), %r14d
  movq %r14, <offset:1>+0x48(%rsp)
  movl 0x10(%r8, %r15), %r13d
  movq %r13, <offset:1>+0x40(%rsp)
  movl 0x18(%r8, %r15), %r12d
  movq %r12, <offset:1>+0x38(%rsp)
  movl 0x20(%r8, %r15), %ebx
  movq %rbx, <offset:1>+0x30(%rsp)
  movl 0x28(%r8, %r15), %r11d
  movq %r11, <offset:1>+0x28(%rsp)
  movl 0x30(%r8, %r15), %r10d
  movq %r10, <offset:1>+0x20(%rsp)
  movl 0x38(%r8, %r15), %r9d
  movq <offset:1>+0x50(%rsp), %rcx
  movq %r9, <offset:1>+0x58(%rsp)
  movq %rcx, %rdx
  imulq %rax, %rdx
  movq %rax, %rcx
  imulq %r14, %rcx
  movq %rdx, %rsi
  shrq $0x20, %rsi
  leaq (%rsi, %rcx), %rbx
  movq %rax, %rcx
  imulq %r13, %rcx
  movq %rbx, %rsi
  shrq $0x20, %rsi
  leaq (%rsi, %rcx), %r9
  movq %rax, %rcx
  imulq %r12, %rcx
  movq %r9, %rsi
  shrq $0x20, %rsi
  leaq (%rsi, %rcx), %r10
  movq <offset:1>+0x30(%rsp), %rsi
  movq %rax, %rcx
  imulq %rsi, %rcx
  movq %r10, %rsi
  shrq $0x20, %rsi
  leaq (%rsi, %rcx), %r11
  movq <offset:1>+0x28(%rsp), %rsi
  movq %rax, %rcx
  imulq %rsi, %rcx
  movq %r11, %rsi
  shrq $0x20, %rsi
  leaq (%rsi, %rcx), %rdi
  movq <offset:1>+0x20(%rsp), %rsi
  movq %rax, %rcx
  imulq %rsi, %rcx
  movq %rdi, %rsi
  shrq $0x20, %rsi
  leaq (%rsi, %rcx), %rsi
  movq <offset:1>+0x58(%rsp), %rcx
  imulq %rcx, %rax
  movq %rcx, <offset:1>+0x58(%rsp)
  movq %rsi, %rcx
  shrq $0x20, %rcx
  leaq (%rcx, %rax), %rcx
  movq %rcx, %rax
  shrq $0x20, %rax
  movl %edx, %r12d
  movq %r12, %r13
  imulq (%rip), %r13
  movl 0x48(%r8, %r15), %edx
  movl %r13d, %r13d
  movq %r13, %r8
  imulq (%rip), %r8
  leaq (%r8, %r12), %r8
  imulq $0x3c208c16, %r13, %r12
  shrq $0x20, %r8
  leaq (%r8, %r12), %r8
  movl %ebx, %ebx
  leaq (%r8, %rbx), %r8
  imulq $0x6871ca8d, %r13, %rbx
  movq %r8, %r12
  shrq $0x20, %r12
  leaq (%r12, %rbx), %rbx
  movl %r9d, %r9d
  leaq (%rbx, %r9), %r9
  movq %r13, %rbx
  imulq (%rip), %rbx
  movq %r9, %r12
  shrq $0x20, %r12
  leaq (%r12, %rbx), %rbx
  movl %r10d, %r10d
  leaq (%rbx, %r10), %r10
  movq %r13, %rbx
  imulq (%rip), %rbx
  movq %r10, %r12
  shrq $0x20, %r12
  leaq (%r12, %rbx), %rbx
  movl %r11d, %r11d
  leaq (%rbx, %r11), %r11
  movq %r13, %rbx
  imulq (%rip), %rbx
  movq %r11, %r12
  shrq $0x20, %r12
  leaq (%r12, %rbx), %rbx
  movl %edi, %edi
  leaq (%rbx, %rdi), %rbx
  movq %r13, %rdi
  imulq (%rip), %rdi
  movq %rbx, %r12
  shrq $0x20, %r12
  leaq (%r12, %rdi), %rdi
  movl %esi, %esi
  leaq (%rdi, %rsi), %r12
  imulq $0x30644e72, %r13, %rsi
  movq %r12, %rdi
  shrq $0x20, %rdi
  leaq (%rdi, %rsi), %rsi
  movl %ecx, %ecx
  leaq (%rsi, %rcx), %r14
  movq %r14, %rcx
  shrq $0x20, %rcx
  movl %eax, %eax
  leaq (%rcx, %rax), %rax
  movq %rax, %rcx
  shrq $0x20, %rcx
  movq <offset:1>+0x68(%rsp), %rsi
  movl %esi, %esi
  leaq (%rcx, %rsi), %rdi
  movq <offset:1>+0x50(%rsp), %rcx
  imulq %rdx, %rcx
  movl %r8d, %esi
  leaq (%rcx, %rsi), %r13
  movq <offset:1>+0x48(%rsp), %rcx
  imulq %rdx, %rcx
  movq %r13, %rsi
  shrq $0x20, %rsi
  leaq (%rsi, %rcx), %rcx
  movl %r9d, %esi
  leaq (%rcx, %rsi), %rcx
  movq <offset:1>+0x40(%rsp), %rsi
  imulq %rdx, %rsi
  movq %rcx, %r8
  shrq $0x20, %r8
  leaq (%r8, %rsi), %rsi
  movl %r10d, %r8d
  leaq (%rsi, %r8), %rsi
  movq <offset:1>+0x38(%rsp), %r8
  imulq %rdx, %r8
  movq %rsi, %r9
  shrq $0x20, %r9
  leaq (%r9, %r8), %r8
  movl %r11d, %r9d
  leaq (%r8, %r9), %r8
  movq <offset:1>+0x30(%rsp), %r9
  imulq %rdx, %r9
  movq %r8, %r10
  shrq $0x20, %r10
  leaq (%r10, %r9), %r9
  movl %ebx, %r10d
  leaq (%r9, %r10), %r9
  movq <offset:1>+0x28(%rsp), %r11
  movq %r11, %r10
  imulq %rdx, %r10
  movq %r9, %r11
  shrq $0x20, %r11
  leaq (%r11, %r10), %r10
  movl %r12d, %r11d
  leaq (%r10, %r11), %r10
  movq <offset:1>+0x20(%rsp), %r11
  imulq %rdx, %r11
  movq %r10, %rbx
  shrq $0x20, %rbx
  leaq (%rbx, %r11), %r11
  movl %r14d, %ebx
  leaq (%r11, %rbx), %r11
  movq <offset:1>+0x58(%rsp), %rbx
  imulq %rdx, %rbx
  movq %r11, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %rbx), %rdx
  movl %eax, %eax
  leaq (%rdx, %rax), %rbx
  movq %rbx, %rax
  shrq $0x20, %rax
  movl %edi, %edx
  leaq (%rax, %rdx), %r12
  movq %r12, %rax
  shrq $0x20, %rax
  movl %r13d, %r13d
  movq %r13, %rdi
  imulq (%rip), %rdi
  movq <offset:1>+(%rsp), %rdx
  movl 0x50(%rdx, %r15), %edx
  movl %edi, %edi
  movq %rdi, %r14
  imulq (%rip), %r14
  leaq (%r14, %r13), %r14
  imulq $0x3c208c16, %rdi, %r13
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %ecx, %ecx
  leaq (%r13, %rcx), %rcx
  imulq $0x6871ca8d, %rdi, %r13
  movq %rcx, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %esi, %esi
  leaq (%r13, %rsi), %rsi
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %rsi, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r8d, %r8d
  leaq (%r13, %r8), %r8
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r8, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r9d, %r9d
  leaq (%r13, %r9), %r9
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r9, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r10d, %r10d
  leaq (%r13, %r10), %r10
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r10, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r11d, %r11d
  leaq (%r13, %r11), %r11
  imulq $0x30644e72, %rdi, %rdi
  movq %r11, %r13
  shrq $0x20, %r13
  leaq (%r13, %rdi), %rdi
  movl %ebx, %ebx
  leaq (%rdi, %rbx), %rbx
  movq %rbx, %rdi
  shrq $0x20, %rdi
  movl %r12d, %r12d
  leaq (%rdi, %r12), %rdi
  movq %rdi, %r12
  shrq $0x20, %r12
  movl %eax, %eax
  leaq (%r12, %rax), %rax
  movq <offset:1>+0x50(%rsp), %r12
  imulq %rdx, %r12
  movl %ecx, %ecx
  leaq (%r12, %rcx), %r13
  movq <offset:1>+0x48(%rsp), %r14
  movq %r14, %rcx
  imulq %rdx, %rcx
  movq %r13, %r12
  shrq $0x20, %r12
  leaq (%r12, %rcx), %rcx
  movl %esi, %esi
  leaq (%rcx, %rsi), %rcx
  movq <offset:1>+0x40(%rsp), %rsi
  imulq %rdx, %rsi
  movq %rcx, %r12
  shrq $0x20, %r12
  leaq (%r12, %rsi), %rsi
  movl %r8d, %r8d
  leaq (%rsi, %r8), %rsi
  movq <offset:1>+0x38(%rsp), %r12
  movq %r12, %r8
  imulq %rdx, %r8
  movq %rsi, %r12
  shrq $0x20, %r12
  leaq (%r12, %r8), %r8
  movl %r9d, %r9d
  leaq (%r8, %r9), %r8
  movq <offset:1>+0x30(%rsp), %r9
  imulq %rdx, %r9
  movq %r8, %r12
  shrq $0x20, %r12
  leaq (%r12, %r9), %r9
  movl %r10d, %r10d
  leaq (%r9, %r10), %r9
  movq <offset:1>+0x28(%rsp), %r10
  imulq %rdx, %r10
  movq %r9, %r12
  shrq $0x20, %r12
  leaq (%r12, %r10), %r10
  movl %r11d, %r11d
  leaq (%r10, %r11), %r10
  movq <offset:1>+0x20(%rsp), %r11
  imulq %rdx, %r11
  movq %r10, %r12
  shrq $0x20, %r12
  leaq (%r12, %r11), %r11
  movl %ebx, %ebx
  leaq (%r11, %rbx), %r11
  movq <offset:1>+0x58(%rsp), %rbx
  imulq %rdx, %rbx
  movq %r11, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %rbx), %rdx
  movl %edi, %edi
  leaq (%rdx, %rdi), %rbx
  movq %rbx, %rdx
  shrq $0x20, %rdx
  movl %eax, %eax
  leaq (%rdx, %rax), %r12
  movq %r12, %rax
  shrq $0x20, %rax
  movl %r13d, %r13d
  movq %r13, %rdi
  imulq (%rip), %rdi
  movq <offset:1>+(%rsp), %rdx
  movl 0x58(%rdx, %r15), %edx
  movl %edi, %edi
  movq %rdi, %r14
  imulq (%rip), %r14
  leaq (%r14, %r13), %r14
  imulq $0x3c208c16, %rdi, %r13
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %ecx, %ecx
  leaq (%r13, %rcx), %rcx
  imulq $0x6871ca8d, %rdi, %r13
  movq %rcx, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %esi, %esi
  leaq (%r13, %rsi), %rsi
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %rsi, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r8d, %r8d
  leaq (%r13, %r8), %r8
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r8, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r9d, %r9d
  leaq (%r13, %r9), %r9
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r9, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r10d, %r10d
  leaq (%r13, %r10), %r10
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r10, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r11d, %r11d
  leaq (%r13, %r11), %r11
  imulq $0x30644e72, %rdi, %rdi
  movq %r11, %r13
  shrq $0x20, %r13
  leaq (%r13, %rdi), %rdi
  movl %ebx, %ebx
  leaq (%rdi, %rbx), %rbx
  movq %rbx, %rdi
  shrq $0x20, %rdi
  movl %r12d, %r12d
  leaq (%rdi, %r12), %rdi
  movq %rdi, %r12
  shrq $0x20, %r12
  movl %eax, %eax
  leaq (%r12, %rax), %rax
  movq <offset:1>+0x50(%rsp), %r12
  imulq %rdx, %r12
  movl %ecx, %ecx
  leaq (%r12, %rcx), %r13
  movq <offset:1>+0x48(%rsp), %r14
  movq %r14, %rcx
  imulq %rdx, %rcx
  movq %r13, %r12
  shrq $0x20, %r12
  leaq (%r12, %rcx), %rcx
  movl %esi, %esi
  leaq (%rcx, %rsi), %rcx
  movq <offset:1>+0x40(%rsp), %rsi
  imulq %rdx, %rsi
  movq %rcx, %r12
  shrq $0x20, %r12
  leaq (%r12, %rsi), %rsi
  movl %r8d, %r8d
  leaq (%rsi, %r8), %rsi
  movq <offset:1>+0x38(%rsp), %r12
  movq %r12, %r8
  imulq %rdx, %r8
  movq %rsi, %r12
  shrq $0x20, %r12
  leaq (%r12, %r8), %r8
  movl %r9d, %r9d
  leaq (%r8, %r9), %r8
  movq <offset:1>+0x30(%rsp), %r9
  imulq %rdx, %r9
  movq %r8, %r12
  shrq $0x20, %r12
  leaq (%r12, %r9), %r9
  movl %r10d, %r10d
  leaq (%r9, %r10), %r9
  movq <offset:1>+0x28(%rsp), %r10
  imulq %rdx, %r10
  movq %r9, %r12
  shrq $0x20, %r12
  leaq (%r12, %r10), %r10
  movl %r11d, %r11d
  leaq (%r10, %r11), %r10
  movq <offset:1>+0x20(%rsp), %r11
  imulq %rdx, %r11
  movq %r10, %r12
  shrq $0x20, %r12
  leaq (%r12, %r11), %r11
  movl %ebx, %ebx
  leaq (%r11, %rbx), %r11
  movq <offset:1>+0x58(%rsp), %r14
  movq %r14, %rbx
  imulq %rdx, %rbx
  movq %r11, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %rbx), %rdx
  movl %edi, %edi
  leaq (%rdx, %rdi), %rbx
  movq %rbx, %rdx
  shrq $0x20, %rdx
  movl %eax, %eax
  leaq (%rdx, %rax), %r12
  movq %r12, %rax
  shrq $0x20, %rax
  movl %r13d, %r13d
  movq %r13, %rdi
  imulq (%rip), %rdi
  movq <offset:1>+(%rsp), %rdx
  movl 0x60(%rdx, %r15), %edx
  movl %edi, %edi
  movq %rdi, %r14
  imulq (%rip), %r14
  leaq (%r14, %r13), %r14
  imulq $0x3c208c16, %rdi, %r13
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %ecx, %ecx
  leaq (%r13, %rcx), %rcx
  imulq $0x6871ca8d, %rdi, %r13
  movq %rcx, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %esi, %esi
  leaq (%r13, %rsi), %rsi
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %rsi, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r8d, %r8d
  leaq (%r13, %r8), %r8
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r8, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r9d, %r9d
  leaq (%r13, %r9), %r9
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r9, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r10d, %r10d
  leaq (%r13, %r10), %r10
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r10, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r11d, %r11d
  leaq (%r13, %r11), %r11
  imulq $0x30644e72, %rdi, %rdi
  movq %r11, %r13
  shrq $0x20, %r13
  leaq (%r13, %rdi), %rdi
  movl %ebx, %ebx
  leaq (%rdi, %rbx), %rbx
  movq %rbx, %rdi
  shrq $0x20, %rdi
  movl %r12d, %r12d
  leaq (%rdi, %r12), %rdi
  movq %rdi, %r12
  shrq $0x20, %r12
  movl %eax, %eax
  leaq (%r12, %rax), %rax
  movq <offset:1>+0x50(%rsp), %r12
  imulq %rdx, %r12
  movl %ecx, %ecx
  leaq (%r12, %rcx), %r13
  movq <offset:1>+0x48(%rsp), %r14
  movq %r14, %rcx
  imulq %rdx, %rcx
  movq %r13, %r12
  shrq $0x20, %r12
  leaq (%r12, %rcx), %rcx
  movl %esi, %esi
  leaq (%rcx, %rsi), %rcx
  movq <offset:1>+0x40(%rsp), %rsi
  imulq %rdx, %rsi
  movq %rcx, %r12
  shrq $0x20, %r12
  leaq (%r12, %rsi), %rsi
  movl %r8d, %r8d
  leaq (%rsi, %r8), %rsi
  movq <offset:1>+0x38(%rsp), %r12
  movq %r12, %r8
  imulq %rdx, %r8
  movq %rsi, %r12
  shrq $0x20, %r12
  leaq (%r12, %r8), %r8
  movl %r9d, %r9d
  leaq (%r8, %r9), %r8
  movq <offset:1>+0x30(%rsp), %r9
  imulq %rdx, %r9
  movq %r8, %r12
  shrq $0x20, %r12
  leaq (%r12, %r9), %r9
  movl %r10d, %r10d
  leaq (%r9, %r10), %r9
  movq <offset:1>+0x28(%rsp), %r10
  imulq %rdx, %r10
  movq %r9, %r12
  shrq $0x20, %r12
  leaq (%r12, %r10), %r10
  movl %r11d, %r11d
  leaq (%r10, %r11), %r10
  movq <offset:1>+0x20(%rsp), %r11
  imulq %rdx, %r11
  movq %r10, %r12
  shrq $0x20, %r12
  leaq (%r12, %r11), %r11
  movl %ebx, %ebx
  leaq (%r11, %rbx), %r11
  movq <offset:1>+0x58(%rsp), %rbx
  imulq %rdx, %rbx
  movq %r11, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %rbx), %rdx
  movl %edi, %edi
  leaq (%rdx, %rdi), %rbx
  movq %rbx, %rdx
  shrq $0x20, %rdx
  movl %eax, %eax
  leaq (%rdx, %rax), %r12
  movq %r12, %rax
  shrq $0x20, %rax
  movl %r13d, %r13d
  movq %r13, %rdi
  imulq (%rip), %rdi
  movq <offset:1>+(%rsp), %rdx
  movl 0x68(%rdx, %r15), %edx
  movl %edi, %edi
  movq %rdi, %r14
  imulq (%rip), %r14
  leaq (%r14, %r13), %r14
  imulq $0x3c208c16, %rdi, %r13
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %ecx, %ecx
  leaq (%r13, %rcx), %rcx
  imulq $0x6871ca8d, %rdi, %r13
  movq %rcx, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %esi, %esi
  leaq (%r13, %rsi), %rsi
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %rsi, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r8d, %r8d
  leaq (%r13, %r8), %r8
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r8, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r9d, %r9d
  leaq (%r13, %r9), %r9
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r9, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r10d, %r10d
  leaq (%r13, %r10), %r10
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r10, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r11d, %r11d
  leaq (%r13, %r11), %r11
  imulq $0x30644e72, %rdi, %rdi
  movq %r11, %r13
  shrq $0x20, %r13
  leaq (%r13, %rdi), %rdi
  movl %ebx, %ebx
  leaq (%rdi, %rbx), %rbx
  movq %rbx, %rdi
  shrq $0x20, %rdi
  movl %r12d, %r12d
  leaq (%rdi, %r12), %rdi
  movq %rdi, %r12
  shrq $0x20, %r12
  movl %eax, %eax
  leaq (%r12, %rax), %rax
  movq <offset:1>+0x50(%rsp), %r12
  imulq %rdx, %r12
  movl %ecx, %ecx
  leaq (%r12, %rcx), %r13
  movq <offset:1>+0x48(%rsp), %r14
  movq %r14, %rcx
  imulq %rdx, %rcx
  movq %r13, %r12
  shrq $0x20, %r12
  leaq (%r12, %rcx), %rcx
  movl %esi, %esi
  leaq (%rcx, %rsi), %rcx
  movq <offset:1>+0x40(%rsp), %rsi
  imulq %rdx, %rsi
  movq %rcx, %r12
  shrq $0x20, %r12
  leaq (%r12, %rsi), %rsi
  movl %r8d, %r8d
  leaq (%rsi, %r8), %rsi
  movq <offset:1>+0x38(%rsp), %r12
  movq %r12, %r8
  imulq %rdx, %r8
  movq %rsi, %r12
  shrq $0x20, %r12
  leaq (%r12, %r8), %r8
  movl %r9d, %r9d
  leaq (%r8, %r9), %r8
  movq <offset:1>+0x30(%rsp), %r9
  imulq %rdx, %r9
  movq %r8, %r12
  shrq $0x20, %r12
  leaq (%r12, %r9), %r9
  movl %r10d, %r10d
  leaq (%r9, %r10), %r9
  movq <offset:1>+0x28(%rsp), %r10
  imulq %rdx, %r10
  movq %r9, %r12
  shrq $0x20, %r12
  leaq (%r12, %r10), %r10
  movl %r11d, %r11d
  leaq (%r10, %r11), %r10
  movq <offset:1>+0x20(%rsp), %r11
  imulq %rdx, %r11
  movq %r10, %r12
  shrq $0x20, %r12
  leaq (%r12, %r11), %r11
  movl %ebx, %ebx
  leaq (%r11, %rbx), %r11
  movq <offset:1>+0x58(%rsp), %r12
  movq %r12, %rbx
  imulq %rdx, %rbx
  movq %r11, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %rbx), %rdx
  movl %edi, %edi
  leaq (%rdx, %rdi), %rbx
  movq %rbx, %rdx
  shrq $0x20, %rdx
  movl %eax, %eax
  leaq (%rdx, %rax), %r12
  movq %r12, %rax
  shrq $0x20, %rax
  movl %r13d, %r13d
  movq %r13, %rdi
  imulq (%rip), %rdi
  movq <offset:1>+(%rsp), %rdx
  movl 0x70(%rdx, %r15), %edx
  movl %edi, %edi
  movq %rdi, %r14
  imulq (%rip), %r14
  leaq (%r14, %r13), %r14
  imulq $0x3c208c16, %rdi, %r13
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %ecx, %ecx
  leaq (%r13, %rcx), %rcx
  imulq $0x6871ca8d, %rdi, %r13
  movq %rcx, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %esi, %esi
  leaq (%r13, %rsi), %rsi
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %rsi, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r8d, %r8d
  leaq (%r13, %r8), %r8
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r8, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r9d, %r9d
  leaq (%r13, %r9), %r9
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r9, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r10d, %r10d
  leaq (%r13, %r10), %r10
  movq %rdi, %r13
  imulq (%rip), %r13
  movq %r10, %r14
  shrq $0x20, %r14
  leaq (%r14, %r13), %r13
  movl %r11d, %r11d
  leaq (%r13, %r11), %r11
  imulq $0x30644e72, %rdi, %rdi
  movq %r11, %r13
  shrq $0x20, %r13
  leaq (%r13, %rdi), %rdi
  movl %ebx, %ebx
  leaq (%rdi, %rbx), %rbx
  movq %rbx, %rdi
  shrq $0x20, %rdi
  movl %r12d, %r12d
  leaq (%rdi, %r12), %rdi
  movq %rdi, %r12
  shrq $0x20, %r12
  movl %eax, %eax
  leaq (%r12, %rax), %rax
  movq <offset:1>+0x50(%rsp), %r12
  imulq %rdx, %r12
  movl %ecx, %ecx
  leaq (%r12, %rcx), %r13
  movq <offset:1>+0x48(%rsp), %r14
  movq %r14, %rcx
  imulq %rdx, %rcx
  movq %r13, %r12
  shrq $0x20, %r12
  leaq (%r12, %rcx), %rcx
  movl %esi, %esi
  leaq (%rcx, %rsi), %rcx
  movq <offset:1>+0x40(%rsp), %rsi
  imulq %rdx, %rsi
  movq %rcx, %r12
  shrq $0x20, %r12
  leaq (%r12, %rsi), %rsi
  movl %r8d, %r8d
  leaq (%rsi, %r8), %rsi
  movq <offset:1>+0x38(%rsp), %r12
  movq %r12, %r8
  imulq %rdx, %r8
  movq %rsi, %r12
  shrq $0x20, %r12
  leaq (%r12, %r8), %r8
  movl %r9d, %r9d
  leaq (%r8, %r9), %r8
  movq <offset:1>+0x30(%rsp), %r9
  imulq %rdx, %r9
  movq %r8, %r12
  shrq $0x20, %r12
  leaq (%r12, %r9), %r9
  movl %r10d, %r10d
  leaq (%r9, %r10), %r9
  movq <offset:1>+0x28(%rsp), %r10
  imulq %rdx, %r10
  movq %r9, %r12
  shrq $0x20, %r12
  leaq (%r12, %r10), %r10
  movl %r11d, %r11d
  leaq (%r10, %r11), %r10
  movq <offset:1>+0x20(%rsp), %r11
  imulq %rdx, %r11
  movq %r10, %r12
  shrq $0x20, %r12
  leaq (%r12, %r11), %r11
  movl %ebx, %ebx
  leaq (%r11, %rbx), %r11
  movq <offset:1>+0x58(%rsp), %rbx
  imulq %rdx, %rbx
  movq %r11, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %rbx), %rdx
  movl %edi, %edi
  leaq (%rdx, %rdi), %rbx
  movq %rbx, %rdx
  shrq $0x20, %rdx
  movl %eax, %eax
  leaq (%rdx, %rax), %r12
  movq %r12, %rax
  shrq $0x20, %rax
  movq %rax, <offset:1>+0x60(%rsp)
  movl %r13d, %edi
  movq %rdi, %rax
  imulq (%rip), %rax
  movq <offset:1>+(%rsp), %rdx
  movl 0x78(%rdx, %r15), %edx
  movl %eax, %eax
  movq %rax, %r13
  imulq (%rip), %r13
  leaq (%r13, %rdi), %rdi
  imulq $0x3c208c16, %rax, %r13
  shrq $0x20, %rdi
  leaq (%rdi, %r13), %rdi
  movl %ecx, %ecx
  leaq (%rdi, %rcx), %rcx
  imulq $0x6871ca8d, %rax, %rdi
  movq %rcx, %r13
  shrq $0x20, %r13
  leaq (%r13, %rdi), %rdi
  movl %esi, %esi
  leaq (%rdi, %rsi), %rsi
  movq %rax, %rdi
  imulq (%rip), %rdi
  movq %rsi, %r13
  shrq $0x20, %r13
  leaq (%r13, %rdi), %rdi
  movl %r8d, %r8d
  leaq (%rdi, %r8), %r13
  movq %rax, %rdi
  imulq (%rip), %rdi
  movq %r13, %r8
  shrq $0x20, %r8
  leaq (%r8, %rdi), %rdi
  movl %r9d, %r8d
  leaq (%rdi, %r8), %r9
  movq %rax, %rdi
  imulq (%rip), %rdi
  movq %r9, %r8
  shrq $0x20, %r8
  leaq (%r8, %rdi), %rdi
  movl %r10d, %r8d
  leaq (%rdi, %r8), %r14
  movq %rax, %rdi
  imulq (%rip), %rdi
  movq %r14, %r8
  shrq $0x20, %r8
  leaq (%r8, %rdi), %rdi
  movl %r11d, %r8d
  leaq (%rdi, %r8), %r15
  imulq $0x30644e72, %rax, %rax
  movq %r15, %rdi
  shrq $0x20, %rdi
  leaq (%rdi, %rax), %rax
  movl %ebx, %edi
  leaq (%rax, %rdi), %rax
  movq %rax, %rdi
  shrq $0x20, %rdi
  movl %r12d, %r8d
  leaq (%rdi, %r8), %rdi
  movq %rdi, %r8
  shrq $0x20, %r8
  movq <offset:1>+0x60(%rsp), %r10
  movl %r10d, %r10d
  leaq (%r8, %r10), %r10
  movq <offset:1>+0x50(%rsp), %r8
  movq %r10, <offset:1>+0x60(%rsp)
  imulq %rdx, %r8
  movq %r8, <offset:1>+0x50(%rsp)
  movl %ecx, %ecx
  leaq (%r8, %rcx), %r8
  movq <offset:1>+0x48(%rsp), %rcx
  imulq %rdx, %rcx
  movq %rcx, <offset:1>+0x48(%rsp)
  movq %r8, %rcx
  shrq $0x20, %rcx
  movq <offset:1>+0x48(%rsp), %r10
  leaq (%rcx, %r10), %rcx
  movl %esi, %esi
  leaq (%rcx, %rsi), %rcx
  movq <offset:1>+0x40(%rsp), %rsi
  imulq %rdx, %rsi
  movq %rsi, <offset:1>+0x40(%rsp)
  movq %rcx, %rsi
  shrq $0x20, %rsi
  movq <offset:1>+0x40(%rsp), %r10
  leaq (%rsi, %r10), %rsi
  movl %r13d, %r10d
  leaq (%rsi, %r10), %rsi
  movq <offset:1>+0x38(%rsp), %r12
  imulq %rdx, %r12
  movq %r12, <offset:1>+0x38(%rsp)
  movq %rsi, %r10
  shrq $0x20, %r10
  leaq (%r10, %r12), %r10
  movl %r9d, %r9d
  leaq (%r10, %r9), %r10
  movq <offset:1>+0x30(%rsp), %rbx
  imulq %rdx, %rbx
  movq %rbx, <offset:1>+0x30(%rsp)
  movq %r10, %r9
  shrq $0x20, %r9
  leaq (%r9, %rbx), %r9
  movl %r14d, %r11d
  leaq (%r9, %r11), %r11
  movq <offset:1>+0x28(%rsp), %r9
  imulq %rdx, %r9
  movq %r9, <offset:1>+0x28(%rsp)
  movq %r11, %r9
  shrq $0x20, %r9
  movq <offset:1>+0x28(%rsp), %r13
  leaq (%r9, %r13), %r9
  movl %r15d, %ebx
  leaq (%r9, %rbx), %rbx
  movq <offset:1>+0x20(%rsp), %r9
  imulq %rdx, %r9
  movq %r9, <offset:1>+0x20(%rsp)
  movq %rbx, %r9
  shrq $0x20, %r9
  movq <offset:1>+0x20(%rsp), %r12
  leaq (%r9, %r12), %r9
  movl %eax, %eax
  leaq (%r9, %rax), %r12
  movq <offset:1>+0x58(%rsp), %r9
  imulq %rdx, %r9
  movq %r9, <offset:1>+0x58(%rsp)
  movq %r12, %rax
  shrq $0x20, %rax
  leaq (%rax, %r9), %rax
  movl %edi, %edx
  leaq (%rax, %rdx), %r13
  movq %r13, %rax
  shrq $0x20, %rax
  movq <offset:1>+0x60(%rsp), %rdx
  movl %edx, %edx
  leaq (%rax, %rdx), %r14
  movq %r14, %rax
  shrq $0x20, %rax
  movl %r8d, %edx
  movq %rdx, %rdi
  imulq (%rip), %rdi
  movl %edi, %edi
  movq %rdi, %r8
  imulq (%rip), %r8
  leaq (%r8, %rdx), %rdx
  imulq $0x3c208c16, %rdi, %r8
  shrq $0x20, %rdx
  leaq (%rdx, %r8), %rdx
  movl %ecx, %ecx
  leaq (%rdx, %rcx), %r9
  imulq $0x6871ca8d, %rdi, %rcx
  movq %r9, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %rcx), %rcx
  movl %esi, %edx
  leaq (%rcx, %rdx), %rsi
  movq %rdi, %rcx
  imulq (%rip), %rcx
  movq %rsi, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %rcx), %rcx
  movl %r10d, %edx
  leaq (%rcx, %rdx), %r10
  movq %rdi, %rcx
  imulq (%rip), %rcx
  movq %r10, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %rcx), %rcx
  movl %r11d, %edx
  leaq (%rcx, %rdx), %r11
  movq %rdi, %rcx
  imulq (%rip), %rcx
  movq %r11, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %rcx), %rcx
  movl %ebx, %edx
  leaq (%rcx, %rdx), %rdx
  movq %rdi, %rcx
  imulq (%rip), %rcx
  movq %rdx, %r8
  shrq $0x20, %r8
  leaq (%r8, %rcx), %rcx
  movl %r12d, %r8d
  leaq (%rcx, %r8), %rbx
  imulq $0x30644e72, %rdi, %rcx
  movq %rbx, %rdi
  shrq $0x20, %rdi
  leaq (%rdi, %rcx), %rcx
  movl %r13d, %edi
  leaq (%rcx, %rdi), %r13
  movq %r13, %rcx
  shrq $0x20, %rcx
  movl %r14d, %edi
  leaq (%rcx, %rdi), %r12
  movq %r12, %rcx
  shrq $0x20, %rcx
  movl %eax, %eax
  leaq (%rcx, %rax), %rcx
  movq %rcx, <offset:1>+0x58(%rsp)
  movl %r9d, %eax
  leaq 0x278302b9(%rax), %rcx
  movl %esi, %eax
  movq %rsi, <offset:1>+0x20(%rsp)
  movl $0xc3df73e9, %esi
  leaq (%rax, %rsi), %rax
  movq %rcx, %rsi
  shrq $0x20, %rsi
  movq %rcx, <offset:1>+0x50(%rsp)
  leaq (%rax, %rsi), %rdi
  movl %r10d, %eax
  movl $0x978e3572, %ecx
  leaq (%rax, %rcx), %rax
  movq %rdi, %rcx
  shrq $0x20, %rcx
  movq %rdi, <offset:1>+0x48(%rsp)
  leaq (%rax, %rcx), %r8
  movl %r11d, %eax
  movq %r8, %rcx
  shrq $0x20, %rcx
  leaq 0x687e956e(%rax, %rcx), %rcx
  movq %rcx, <offset:1>+0x40(%rsp)
  movl %edx, %eax
  movq %rcx, %rsi
  shrq $0x20, %rsi
  movzbq %sil, %rcx
  leaq 0x7e7ea7a2(%rax, %rcx), %r15
  movl %ebx, %eax
  movq %r15, %rcx
  shrq $0x20, %rcx
  movq %r15, <offset:1>+0x38(%rsp)
  movzbq %cl, %rcx
  leaq 0x47afba49(%rax, %rcx), %rax
  movq %rax, <offset:1>+0x30(%rsp)
  movl %r13d, %eax
  movq <offset:1>+0x30(%rsp), %rsi
  movq %rsi, %rcx
  shrq $0x20, %rcx
  movzbq %cl, %rcx
  leaq 0x1ece5fd6(%rax, %rcx), %r14
  movq %r14, <offset:1>+0x28(%rsp)
  movl %r12d, %eax
  movl $0xcf9bb18d, %ecx
  leaq (%rax, %rcx), %rax
  movq %r14, %rcx
  shrq $0x20, %rcx
  movzbq %cl, %rcx
  leaq (%rax, %rcx), %rax
  movl $0xffffffff, %ecx
  movq <offset:1>+0x58(%rsp), %rsi
  leaq (%rsi, %rcx), %rcx
  movq %rax, %rsi
  shrq $0x20, %rsi
  movzbq %sil, %rsi
  leaq (%rcx, %rsi), %rcx
  shrq $0x20, %rcx
  movzbq %cl, %rcx
  jmp     label4
block4:
  testl %ecx, %ecx
  movq <offset:1>+0x50(%rsp), %rsi
  cmovnel %esi, %r9d
  movl %r9d, %r14d
  movq <offset:1>+0x18(%rsp), %r9
  movq %r9, %rdi
  shlq $0x6, %rdi
  movq <offset:1>+8(%rsp), %rsi
  movq %r14, (%rsi, %rdi)
  testl %ecx, %ecx
  movq <offset:1>+0x48(%rsp), %r14
  movq <offset:1>+0x20(%rsp), %r15
  cmovnel %r14d, %r15d
  movl %r15d, %r14d
  movq %r14, 8(%rsi, %rdi)
  testl %ecx, %ecx
  cmovnel %r8d, %r10d
  movl %r10d, %r8d
  movq %r8, 0x10(%rsi, %rdi)
  testl %ecx, %ecx
  movq <offset:1>+0x40(%rsp), %r8
  cmovnel %r8d, %r11d
  movl %r11d, %r8d
  movq %r8, 0x18(%rsi, %rdi)
  testl %ecx, %ecx
  movq <offset:1>+0x38(%rsp), %r8
  cmovnel %r8d, %edx
  movl %edx, %edx
  movq %rdx, 0x20(%rsi, %rdi)
  testl %ecx, %ecx
  movq <offset:1>+0x30(%rsp), %r10
  cmovnel %r10d, %ebx
  movl %ebx, %edx
  movq %rdx, 0x28(%rsi, %rdi)
  testl %ecx, %ecx
  movq <offset:1>+0x28(%rsp), %r14
  cmovnel %r14d, %r13d
  movl %r13d, %edx
  movq %rdx, 0x30(%rsi, %rdi)
  testl %ecx, %ecx
  cmovnel %eax, %r12d
  movl %r12d, %eax
  movq %rax, 0x38(%rsi, %rdi)
  leaq 1(%r9), %r9
  movq <offset:1>+0x10(%rsp), %rdx
  cmpq %rdx, %r9
  jb      label5; j label6
block5:
  movq %rdx, <offset:1>+0x10(%rsp)
  movq %rsi, <offset:1>+8(%rsp)
  movq %r9, %rsi
  jmp     label3
block6:
  movq %rdx, %rax
  jmp     label7
block7:
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  movq 0x80(%rsp), %r13
  movq 0x88(%rsp), %r14
  movq 0x90(%rsp), %r15
  addq $0xa0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
; 4368 bytes

