; function vadd4_sat
; vadd4_sat (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5
;   0x0004: 4d 33 c0 48 85 d2 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0010: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0013: e9 39 00 00 00
; (no source location: register moves, constants, padding)
;   0x0018: 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x001b: 48 c1 e1 04
; line 9: vadd4.u32.u32.u32.sat d, a, b, a;
;   0x001f: 8b 04 0f 8b 4c 0f 08
;   0x0026: c5 f9 6e c0 c5 f9 6e c9 c5 f9 dc c1 c4 e3 79 16
;   0x0036: c0 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0038: 8b c0 4a 89 04 c6 49 81 c0 01 00 00 00 4c 3b c2
;   0x0048: 0f 82 ca ff ff ff
; (no source location: register moves, constants, padding)
;   0x004e: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0051: 48 89 ec 5d c3
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %r8
  xorq %r8, %r8
  testq %rdx, %rdx
  jnz     label1; j label2
block1:
  jmp     label3
block2:
  movq %rdx, %rax
  jmp     label7
block3:
  movq %r8, %rcx
  shlq $0x4, %rcx
  movl (%rdi, %rcx), %eax
  movl 8(%rdi, %rcx), %ecx
  jmp     label4
block4:
  vmovd %eax, %xmm0
  vmovd %ecx, %xmm1
  vpaddusb %xmm1, %xmm0, %xmm0
  vpextrd $0x0, %xmm0, %eax
  movl %eax, %eax
  movq %rax, (%rsi, %r8, 8)
  leaq 1(%r8), %r8
  cmpq %rdx, %r8
  jb      label5; j label6
block5:
  jmp     label3
block6:
  movq %rdx, %rax
  jmp     label7
block7:
  movq %rbp, %rsp
  popq %rbp
  retq
; 86 bytes

; function vadd4_s_sat
; vadd4_s_sat (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5
;   0x0004: 4d 33 c0 48 85 d2 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0010: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0013: e9 39 00 00 00
; (no source location: register moves, constants, padding)
;   0x0018: 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x001b: 48 c1 e1 04
; line 16: vadd4.s32.s32.s32.sat d, a, b, a;
;   0x001f: 8b 04 0f 8b 4c 0f 08
;   0x0026: c5 f9 6e c0 c5 f9 6e c9 c5 f9 ec c1 c4 e3 79 16
;   0x0036: c0 00
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0038: 8b c0 4a 89 04 c6 49 81 c0 01 00 00 00 4c 3b c2
;   0x0048: 0f 82 ca ff ff ff
; (no source location: register moves, constants, padding)
;   0x004e: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0051: 48 89 ec 5d c3
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %r8
  xorq %r8, %r8
  testq %rdx, %rdx
  jnz     label1; j label2
block1:
  jmp     label3
block2:
  movq %rdx, %rax
  jmp     label7
block3:
  movq %r8, %rcx
  shlq $0x4, %rcx
  movl (%rdi, %rcx), %eax
  movl 8(%rdi, %rcx), %ecx
  jmp     label4
block4:
  vmovd %eax, %xmm0
  vmovd %ecx, %xmm1
  vpaddsb %xmm1, %xmm0, %xmm0
  vpextrd $0x0, %xmm0, %eax
  movl %eax, %eax
  movq %rax, (%rsi, %r8, 8)
  leaq 1(%r8), %r8
  cmpq %rdx, %r8
  jb      label5; j label6
block5:
  jmp     label3
block6:
  movq %rdx, %rax
  jmp     label7
block7:
  movq %rbp, %rsp
  popq %rbp
  retq
; 86 bytes

; function vmad_shr15
; vmad_shr15 (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5
;   0x0004: 4d 33 c0 48 85 d2 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0010: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0013: e9 3f 00 00 00
;   0x0018: 49 6b c0 18
; line 23: vmad.s32.s32.s32.shr15 d, a.h0, b.h0, c;
;   0x001c: 8b 0c 07 44 8b 4c 07 08 8b 44 07 10
;   0x0028: 48 0f bf c9 4d 0f bf c9 49 0f af c9 48 63 c0 48
;   0x0038: 03 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x003a: 48 c1 f8 0f 8b c0 4a 89 04 c6 49 81 c0 01 00 00
;   0x004a: 00 4c 3b c2 0f 82 c4 ff ff ff
; (no source location: register moves, constants, padding)
;   0x0054: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0057: 48 89 ec 5d c3
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %r8
  xorq %r8, %r8
  testq %rdx, %rdx
  jnz     label1; j label2
block1:
  jmp     label3
block2:
  movq %rdx, %rax
  jmp     label7
block3:
  imulq $0x18, %r8, %rax
  movl (%rdi, %rax), %ecx
  movl 8(%rdi, %rax), %r9d
  movl 0x10(%rdi, %rax), %eax
  jmp     label4
block4:
  movswq %cx, %rcx
  movswq %r9w, %r9
  imulq %r9, %rcx
  movslq %eax, %rax
  leaq (%rcx, %rax), %rax
  sarq $0xf, %rax
  movl %eax, %eax
  movq %rax, (%rsi, %r8, 8)
  leaq 1(%r8), %r8
  cmpq %rdx, %r8
  jb      label5; j label6
block5:
  jmp     label3
block6:
  movq %rdx, %rax
  jmp     label7
block7:
  movq %rbp, %rsp
  popq %rbp
  retq
; 92 bytes

; function vmad_shr15_sat
; vmad_shr15_sat (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5
;   0x0004: 4d 33 c0 48 85 d2 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0010: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0013: e9 60 00 00 00
;   0x0018: 49 6b c0 18
; line 30: vmad.s32.s32.s32.sat.shr15 d, a.h1, b.h1, c;
;   0x001c: 44 8b 0c 07 8b 4c 07 08 8b 44 07 10
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0028: 41 c1 e9 10
; line 30: vmad.s32.s32.s32.sat.shr15 d, a.h1, b.h1, c;
;   0x002c: 4d 0f bf c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0030: c1 e9 10
; line 30: vmad.s32.s32.s32.sat.shr15 d, a.h1, b.h1, c;
;   0x0033: 48 0f bf c9 4c 0f af c9 48 63 c0 49 03 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0041: 48 c1 f8 0f 48 c7 c1 00 00 00 80 48 3b c8 48 0f
;   0x0051: 4d c1 b9 ff ff ff 7f 48 3b c8 48 0f 4c c1 8b c0
;   0x0061: 4a 89 04 c6 49 81 c0 01 00 00 00 4c 3b c2 0f 82
;   0x0071: a3 ff ff ff
; (no source location: register moves, constants, padding)
;   0x0075: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0078: 48 89 ec 5d c3
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %r8
  xorq %r8, %r8
  testq %rdx, %rdx
  jnz     label1; j label2
block1:
  jmp     label3
block2:
  movq %rdx, %rax
  jmp     label7
block3:
  imulq $0x18, %r8, %rax
  movl (%rdi, %rax), %r9d
  movl 8(%rdi, %rax), %ecx
  movl 0x10(%rdi, %rax), %eax
  jmp     label4
block4:
  shrl $0x10, %r9d
  movswq %r9w, %r9
  shrl $0x10, %ecx
  movswq %cx, %rcx
  imulq %rcx, %r9
  movslq %eax, %rax
  leaq (%r9, %rax), %rax
  sarq $0xf, %rax
  movq $0xffffffff80000000, %rcx
  cmpq %rax, %rcx
  cmovgeq %rcx, %rax
  movl $0x7fffffff, %ecx
  cmpq %rax, %rcx
  cmovlq %rcx, %rax
  movl %eax, %eax
  movq %rax, (%rsi, %r8, 8)
  leaq 1(%r8), %r8
  cmpq %rdx, %r8
  jb      label5; j label6
block5:
  jmp     label3
block6:
  movq %rdx, %rax
  jmp     label7
block7:
  movq %rbp, %rsp
  popq %rbp
  retq
; 125 bytes

; function sad16x16
; sad16x16 (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 81 ec f0 03 00 00 48 89 9c 24 c0
;   0x0010: 03 00 00 4c 89 a4 24 c8 03 00 00 4c 89 ac 24 d0
;   0x0020: 03 00 00 4c 89 b4 24 d8 03 00 00 4c 89 bc 24 e0
;   0x0030: 03 00 00
;   0x0033: 48 89 34 24 48 89 f0 48 33 c0 48 89 44 24 10 48
;   0x0043: 85 d2 48 89 54 24 08 0f 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0050: 4c 8b 74 24 10
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0055: e9 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x005a: 48 8b 44 24 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x005f: e9 26 16 00 00
; (no source location: register moves, constants, padding)
;   0x0064: 4c 89 f2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0067: 48 c1 e2 0a
; line 42: vabsdiff4.u32.u32.u32.add acc, a0, b0, zero;
;   0x006b: 44 8b 3c 17 8b 8c 17 00 02 00 00
; line 43: vabsdiff4.u32.u32.u32.add acc, a1, b1, acc;
;   0x0076: 44 8b 74 17 08 8b 84 17 08 02 00 00
; line 44: vabsdiff4.u32.u32.u32.add acc, a2, b2, acc;
;   0x0082: 44 8b 6c 17 10 44 8b 84 17 10 02 00 00
; line 45: vabsdiff4.u32.u32.u32.add acc, a3, b3, acc;
;   0x008f: 44 8b 54 17 18 44 8b a4 17 18 02 00 00
; line 46: vabsdiff4.u32.u32.u32.add acc, a4, b4, acc;
;   0x009c: 8b 5c 17 20 44 8b 8c 17 20 02 00 00
; line 47: vabsdiff4.u32.u32.u32.add acc, a5, b5, acc;
;   0x00a8: 44 8b 5c 17 28 4c 89 9c 24 b8 03 00 00 44 8b 9c
;   0x00b8: 17 28 02 00 00
; line 48: vabsdiff4.u32.u32.u32.add acc, a6, b6, acc;
;   0x00bd: 8b 74 17 30 48 89 b4 24 b0 03 00 00 8b b4 17 30
;   0x00cd: 02 00 00 48 89 b4 24 a8 03 00 00
; line 49: vabsdiff4.u32.u32.u32.add acc, a7, b7, acc;
;   0x00d8: 8b 74 17 38 48 89 b4 24 a0 03 00 00 8b b4 17 38
;   0x00e8: 02 00 00 48 89 b4 24 98 03 00 00
; line 50: vabsdiff4.u32.u32.u32.add acc, a8, b8, acc;
;   0x00f3: 8b 74 17 40 48 89 b4 24 90 03 00 00 8b b4 17 40
;   0x0103: 02 00 00 48 89 b4 24 88 03 00 00
; line 51: vabsdiff4.u32.u32.u32.add acc, a9, b9, acc;
;   0x010e: 8b 74 17 48 48 89 b4 24 80 03 00 00 8b b4 17 48
;   0x011e: 02 00 00 48 89 b4 24 78 03 00 00
; line 52: vabsdiff4.u32.u32.u32.add acc, a10, b10, acc;
;   0x0129: 8b 74 17 50 48 89 b4 24 70 03 00 00 8b b4 17 50
;   0x0139: 02 00 00 48 89 b4 24 68 03 00 00
; line 53: vabsdiff4.u32.u32.u32.add acc, a11, b11, acc;
;   0x0144: 8b 74 17 58 48 89 b4 24 60 03 00 00 8b b4 17 58
;   0x0154: 02 00 00 48 89 b4 24 58 03 00 00
; line 54: vabsdiff4.u32.u32.u32.add acc, a12, b12, acc;
;   0x015f: 8b 74 17 60 48 89 b4 24 50 03 00 00 8b b4 17 60
;   0x016f: 02 00 00 48 89 b4 24 48 03 00 00
; line 55: vabsdiff4.u32.u32.u32.add acc, a13, b13, acc;
;   0x017a: 8b 74 17 68 48 89 b4 24 40 03 00 00 8b b4 17 68
;   0x018a: 02 00 00 48 89 b4 24 38 03 00 00
; line 56: vabsdiff4.u32.u32.u32.add acc, a14, b14, acc;
;   0x0195: 8b 74 17 70 48 89 b4 24 30 03 00 00 8b b4 17 70
;   0x01a5: 02 00 00 48 89 b4 24 28 03 00 00
; line 57: vabsdiff4.u32.u32.u32.add acc, a15, b15, acc;
;   0x01b0: 8b 74 17 78 48 89 b4 24 20 03 00 00 8b b4 17 78
;   0x01c0: 02 00 00 48 89 b4 24 18 03 00 00
; line 58: vabsdiff4.u32.u32.u32.add acc, a16, b16, acc;
;   0x01cb: 8b b4 17 80 00 00 00 48 89 b4 24 10 03 00 00 8b
;   0x01db: b4 17 80 02 00 00 48 89 b4 24 08 03 00 00
; line 59: vabsdiff4.u32.u32.u32.add acc, a17, b17, acc;
;   0x01e9: 8b b4 17 88 00 00 00 48 89 b4 24 00 03 00 00 8b
;   0x01f9: b4 17 88 02 00 00 48 89 b4 24 f8 02 00 00
; line 60: vabsdiff4.u32.u32.u32.add acc, a18, b18, acc;
;   0x0207: 8b b4 17 90 00 00 00 48 89 b4 24 f0 02 00 00 8b
;   0x0217: b4 17 90 02 00 00 48 89 b4 24 e8 02 00 00
; line 61: vabsdiff4.u32.u32.u32.add acc, a19, b19, acc;
;   0x0225: 8b b4 17 98 00 00 00 48 89 b4 24 e0 02 00 00 8b
;   0x0235: b4 17 98 02 00 00 48 89 b4 24 d8 02 00 00
; line 62: vabsdiff4.u32.u32.u32.add acc, a20, b20, acc;
;   0x0243: 8b b4 17 a0 00 00 00 48 89 b4 24 d0 02 00 00 8b
;   0x0253: b4 17 a0 02 00 00 48 89 b4 24 c8 02 00 00
; line 63: vabsdiff4.u32.u32.u32.add acc, a21, b21, acc;
;   0x0261: 8b b4 17 a8 00 00 00 48 89 b4 24 c0 02 00 00 8b
;   0x0271: b4 17 a8 02 00 00 48 89 b4 24 b8 02 00 00
; line 64: vabsdiff4.u32.u32.u32.add acc, a22, b22, acc;
;   0x027f: 8b b4 17 b0 00 00 00 48 89 b4 24 b0 02 00 00 8b
;   0x028f: b4 17 b0 02 00 00 48 89 b4 24 a8 02 00 00
; line 65: vabsdiff4.u32.u32.u32.add acc, a23, b23, acc;
;   0x029d: 8b b4 17 b8 00 00 00 48 89 b4 24 a0 02 00 00 8b
;   0x02ad: b4 17 b8 02 00 00 48 89 b4 24 98 02 00 00
; line 66: vabsdiff4.u32.u32.u32.add acc, a24, b24, acc;
;   0x02bb: 8b b4 17 c0 00 00 00 48 89 b4 24 90 02 00 00 8b
;   0x02cb: b4 17 c0 02 00 00 48 89 b4 24 88 02 00 00
; line 67: vabsdiff4.u32.u32.u32.add acc, a25, b25, acc;
;   0x02d9: 8b b4 17 c8 00 00 00 48 89 b4 24 80 02 00 00 8b
;   0x02e9: b4 17 c8 02 00 00 48 89 b4 24 78 02 00 00
; line 68: vabsdiff4.u32.u32.u32.add acc, a26, b26, acc;
;   0x02f7: 8b b4 17 d0 00 00 00 48 89 b4 24 70 02 00 00 8b
;   0x0307: b4 17 d0 02 00 00 48 89 b4 24 68 02 00 00
; line 69: vabsdiff4.u32.u32.u32.add acc, a27, b27, acc;
;   0x0315: 8b b4 17 d8 00 00 00 48 89 b4 24 60 02 00 00 8b
;   0x0325: b4 17 d8 02 00 00 48 89 b4 24 58 02 00 00
; line 70: vabsdiff4.u32.u32.u32.add acc, a28, b28, acc;
;   0x0333: 8b b4 17 e0 00 00 00 48 89 b4 24 50 02 00 00 8b
;   0x0343: b4 17 e0 02 00 00 48 89 b4 24 48 02 00 00
; line 71: vabsdiff4.u32.u32.u32.add acc, a29, b29, acc;
;   0x0351: 8b b4 17 e8 00 00 00 48 89 b4 24 40 02 00 00 8b
;   0x0361: b4 17 e8 02 00 00 48 89 b4 24 38 02 00 00
; line 72: vabsdiff4.u32.u32.u32.add acc, a30, b30, acc;
;   0x036f: 8b b4 17 f0 00 00 00 48 89 b4 24 30 02 00 00 8b
;   0x037f: b4 17 f0 02 00 00 48 89 b4 24 28 02 00 00
; line 73: vabsdiff4.u32.u32.u32.add acc, a31, b31, acc;
;   0x038d: 8b b4 17 f8 00 00 00 48 89 b4 24 20 02 00 00 8b
;   0x039d: b4 17 f8 02 00 00 48 89 b4 24 18 02 00 00
; line 74: vabsdiff4.u32.u32.u32.add acc, a32, b32, acc;
;   0x03ab: 8b b4 17 00 01 00 00 48 89 b4 24 10 02 00 00 8b
;   0x03bb: b4 17 00 03 00 00 48 89 b4 24 08 02 00 00
; line 75: vabsdiff4.u32.u32.u32.add acc, a33, b33, acc;
;   0x03c9: 8b b4 17 08 01 00 00 48 89 b4 24 00 02 00 00 8b
;   0x03d9: b4 17 08 03 00 00 48 89 b4 24 f8 01 00 00
; line 76: vabsdiff4.u32.u32.u32.add acc, a34, b34, acc;
;   0x03e7: 8b b4 17 10 01 00 00 48 89 b4 24 f0 01 00 00 8b
;   0x03f7: b4 17 10 03 00 00 48 89 b4 24 e8 01 00 00
; line 77: vabsdiff4.u32.u32.u32.add acc, a35, b35, acc;
;   0x0405: 8b b4 17 18 01 00 00 48 89 b4 24 e0 01 00 00 8b
;   0x0415: b4 17 18 03 00 00 48 89 b4 24 d8 01 00 00
; line 78: vabsdiff4.u32.u32.u32.add acc, a36, b36, acc;
;   0x0423: 8b b4 17 20 01 00 00 48 89 b4 24 d0 01 00 00 8b
;   0x0433: b4 17 20 03 00 00 48 89 b4 24 c8 01 00 00
; line 79: vabsdiff4.u32.u32.u32.add acc, a37, b37, acc;
;   0x0441: 8b b4 17 28 01 00 00 48 89 b4 24 c0 01 00 00 8b
;   0x0451: b4 17 28 03 00 00 48 89 b4 24 b8 01 00 00
; line 80: vabsdiff4.u32.u32.u32.add acc, a38, b38, acc;
;   0x045f: 8b b4 17 30 01 00 00 48 89 b4 24 b0 01 00 00 8b
;   0x046f: b4 17 30 03 00 00 48 89 b4 24 a8 01 00 00
; line 81: vabsdiff4.u32.u32.u32.add acc, a39, b39, acc;
;   0x047d: 8b b4 17 38 01 00 00 48 89 b4 24 a0 01 00 00 8b
;   0x048d: b4 17 38 03 00 00 48 89 b4 24 98 01 00 00
; line 82: vabsdiff4.u32.u32.u32.add acc, a40, b40, acc;
;   0x049b: 8b b4 17 40 01 00 00 48 89 b4 24 90 01 00 00 8b
;   0x04ab: b4 17 40 03 00 00 48 89 b4 24 88 01 00 00
; line 83: vabsdiff4.u32.u32.u32.add acc, a41, b41, acc;
;   0x04b9: 8b b4 17 48 01 00 00 48 89 b4 24 80 01 00 00 8b
;   0x04c9: b4 17 48 03 00 00 48 89 b4 24 78 01 00 00
; line 84: vabsdiff4.u32.u32.u32.add acc, a42, b42, acc;
;   0x04d7: 8b b4 17 50 01 00 00 48 89 b4 24 70 01 00 00 8b
;   0x04e7: b4 17 50 03 00 00 48 89 b4 24 68 01 00 00
; line 85: vabsdiff4.u32.u32.u32.add acc, a43, b43, acc;
;   0x04f5: 8b b4 17 58 01 00 00 48 89 b4 24 60 01 00 00 8b
;   0x0505: b4 17 58 03 00 00 48 89 b4 24 58 01 00 00
; line 86: vabsdiff4.u32.u32.u32.add acc, a44, b44, acc;
;   0x0513: 8b b4 17 60 01 00 00 48 89 b4 24 50 01 00 00 8b
;   0x0523: b4 17 60 03 00 00 48 89 b4 24 48 01 00 00
; line 87: vabsdiff4.u32.u32.u32.add acc, a45, b45, acc;
;   0x0531: 8b b4 17 68 01 00 00 48 89 b4 24 40 01 00 00 8b
;   0x0541: b4 17 68 03 00 00 48 89 b4 24 38 01 00 00
; line 88: vabsdiff4.u32.u32.u32.add acc, a46, b46, acc;
;   0x054f: 8b b4 17 70 01 00 00 48 89 b4 24 30 01 00 00 8b
;   0x055f: b4 17 70 03 00 00 48 89 b4 24 28 01 00 00
; line 89: vabsdiff4.u32.u32.u32.add acc, a47, b47, acc;
;   0x056d: 8b b4 17 78 01 00 00 48 89 b4 24 20 01 00 00 8b
;   0x057d: b4 17 78 03 00 00 48 89 b4 24 18 01 00 00
; line 90: vabsdiff4.u32.u32.u32.add acc, a48, b48, acc;
;   0x058b: 8b b4 17 80 01 00 00 48 89 b4 24 10 01 00 00 8b
;   0x059b: b4 17 80 03 00 00 48 89 b4 24 08 01 00 00
; line 91: vabsdiff4.u32.u32.u32.add acc, a49, b49, acc;
;   0x05a9: 8b b4 17 88 01 00 00 48 89 b4 24 00 01 00 00 8b
;   0x05b9: b4 17 88 03 00 00 48 89 b4 24 f8 00 00 00
; line 92: vabsdiff4.u32.u32.u32.add acc, a50, b50, acc;
;   0x05c7: 8b b4 17 90 01 00 00 48 89 b4 24 f0 00 00 00 8b
;   0x05d7: b4 17 90 03 00 00 48 89 b4 24 e8 00 00 00
; line 93: vabsdiff4.u32.u32.u32.add acc, a51, b51, acc;
;   0x05e5: 8b b4 17 98 01 00 00 48 89 b4 24 e0 00 00 00 8b
;   0x05f5: b4 17 98 03 00 00 48 89 b4 24 d8 00 00 00
; line 94: vabsdiff4.u32.u32.u32.add acc, a52, b52, acc;
;   0x0603: 8b b4 17 a0 01 00 00 48 89 b4 24 d0 00 00 00 8b
;   0x0613: b4 17 a0 03 00 00 48 89 b4 24 c8 00 00 00
; line 95: vabsdiff4.u32.u32.u32.add acc, a53, b53, acc;
;   0x0621: 8b b4 17 a8 01 00 00 48 89 b4 24 c0 00 00 00 8b
;   0x0631: b4 17 a8 03 00 00 48 89 b4 24 b8 00 00 00
; line 96: vabsdiff4.u32.u32.u32.add acc, a54, b54, acc;
;   0x063f: 8b b4 17 b0 01 00 00 48 89 b4 24 b0 00 00 00 8b
;   0x064f: b4 17 b0 03 00 00 48 89 b4 24 a8 00 00 00
; line 97: vabsdiff4.u32.u32.u32.add acc, a55, b55, acc;
;   0x065d: 8b b4 17 b8 01 00 00 48 89 b4 24 a0 00 00 00 8b
;   0x066d: b4 17 b8 03 00 00 48 89 b4 24 98 00 00 00
; line 98: vabsdiff4.u32.u32.u32.add acc, a56, b56, acc;
;   0x067b: 8b b4 17 c0 01 00 00 48 89 b4 24 90 00 00 00 8b
;   0x068b: b4 17 c0 03 00 00 48 89 b4 24 88 00 00 00
; line 99: vabsdiff4.u32.u32.u32.add acc, a57, b57, acc;
;   0x0699: 8b b4 17 c8 01 00 00 48 89 b4 24 80 00 00 00 8b
;   0x06a9: b4 17 c8 03 00 00 48 89 74 24 78
; line 100: vabsdiff4.u32.u32.u32.add acc, a58, b58, acc;
;   0x06b4: 8b b4 17 d0 01 00 00 48 89 74 24 70 8b b4 17 d0
;   0x06c4: 03 00 00 48 89 74 24 68
; line 101: vabsdiff4.u32.u32.u32.add acc, a59, b59, acc;
;   0x06cc: 8b b4 17 d8 01 00 00 48 89 74 24 60 8b b4 17 d8
;   0x06dc: 03 00 00 48 89 74 24 58
; line 102: vabsdiff4.u32.u32.u32.add acc, a60, b60, acc;
;   0x06e4: 8b b4 17 e0 01 00 00 48 89 74 24 50 8b b4 17 e0
;   0x06f4: 03 00 00 48 89 74 24 48
; line 103: vabsdiff4.u32.u32.u32.add acc, a61, b61, acc;
;   0x06fc: 8b b4 17 e8 01 00 00 48 89 74 24 40 8b b4 17 e8
;   0x070c: 03 00 00 48 89 74 24 38
; line 104: vabsdiff4.u32.u32.u32.add acc, a62, b62, acc;
;   0x0714: 8b b4 17 f0 01 00 00 48 89 74 24 30 8b b4 17 f0
;   0x0724: 03 00 00 48 89 74 24 28
; line 105: vabsdiff4.u32.u32.u32.add d, a63, b63, acc;
;   0x072c: 8b b4 17 f8 01 00 00 48 89 74 24 20 8b 94 17 f8
;   0x073c: 03 00 00 48 89 54 24 18
; line 42: vabsdiff4.u32.u32.u32.add acc, a0, b0, zero;
;   0x0744: c4 c1 79 6e c7 c5 f9 6e c9 c5 f9 de d1 c5 f9 da
;   0x0754: c1 c5 e9 f8 c0 c4 e2 79 30 c0 c4 e2 79 01 c0 c4
;   0x0764: e2 79 01 c0 c5 f9 c5 c8 00 0f bf c9
; line 43: vabsdiff4.u32.u32.u32.add acc, a1, b1, acc;
;   0x0770: c4 c1 79 6e c6 c5 f9 6e c8 c5 f9 de d1 c5 f9 da
;   0x0780: c1 c5 e9 f8 c0 c4 e2 79 30 c0 c4 e2 79 01 c0 c4
;   0x0790: e2 79 01 c0 c5 f9 c5 c0 00 0f bf c0 03 c1
; line 44: vabsdiff4.u32.u32.u32.add acc, a2, b2, acc;
;   0x079e: c4 c1 79 6e c5 c4 c1 79 6e c8 c5 f9 de d1 c5 f9
;   0x07ae: da c1 c5 e9 f8 c0 c4 e2 79 30 c0 c4 e2 79 01 c0
;   0x07be: c4 e2 79 01 c0 c5 f9 c5 c8 00 0f bf c9 03 c1
; line 45: vabsdiff4.u32.u32.u32.add acc, a3, b3, acc;
;   0x07cd: c4 c1 79 6e c2 c4 c1 79 6e cc c5 f9 de d1 c5 f9
;   0x07dd: da c1 c5 e9 f8 c0 c4 e2 79 30 c0 c4 e2 79 01 c0
;   0x07ed: c4 e2 79 01 c0 c5 f9 c5 c8 00 0f bf c9 03 c1
; line 46: vabsdiff4.u32.u32.u32.add acc, a4, b4, acc;
;   0x07fc: c5 f9 6e c3 c4 c1 79 6e c9 c5 f9 de d1 c5 f9 da
;   0x080c: c1 c5 e9 f8 c0 c4 e2 79 30 c0 c4 e2 79 01 c0 c4
;   0x081c: e2 79 01 c0 c5 f9 c5 c8 00 0f bf c9 03 c1 48 8b
;   0x082c: 8c 24 b8 03 00 00
; line 47: vabsdiff4.u32.u32.u32.add acc, a5, b5, acc;
;   0x0832: c5 f9 6e c1 c4 c1 79 6e cb c5 f9 de d1 c5 f9 da
;   0x0842: c1 c5 e9 f8 c0 c4 e2 79 30 c0 c4 e2 79 01 c0 c4
;   0x0852: e2 79 01 c0 c5 f9 c5 c8 00 0f bf c9 03 c1 48 8b
;   0x0862: 94 24 b0 03 00 00
; line 48: vabsdiff4.u32.u32.u32.add acc, a6, b6, acc;
;   0x0868: c5 f9 6e c2 48 8b b4 24 a8 03 00 00 c5 f9 6e ce
;   0x0878: c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30
;   0x0888: c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00
;   0x0898: 0f bf c9 03 c1 48 8b 8c 24 a0 03 00 00
; line 49: vabsdiff4.u32.u32.u32.add acc, a7, b7, acc;
;   0x08a5: c5 f9 6e c1 4c 8b bc 24 98 03 00 00 c4 c1 79 6e
;   0x08b5: cf c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x08c5: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x08d5: 00 0f bf c9 03 c1 4c 8b b4 24 90 03 00 00
; line 50: vabsdiff4.u32.u32.u32.add acc, a8, b8, acc;
;   0x08e3: c4 c1 79 6e c6 48 8b 8c 24 88 03 00 00 c5 f9 6e
;   0x08f3: c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x0903: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x0913: 00 0f bf c9 03 c1 4c 8b ac 24 80 03 00 00
; line 51: vabsdiff4.u32.u32.u32.add acc, a9, b9, acc;
;   0x0921: c4 c1 79 6e c5 4c 8b 84 24 78 03 00 00 c4 c1 79
;   0x0931: 6e c8 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x0941: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x0951: c8 00 0f bf c9 03 c1 4c 8b 94 24 70 03 00 00
; line 52: vabsdiff4.u32.u32.u32.add acc, a10, b10, acc;
;   0x0960: c4 c1 79 6e c2 4c 8b a4 24 68 03 00 00 c4 c1 79
;   0x0970: 6e cc c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x0980: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x0990: c8 00 0f bf c9 03 c1 48 8b 9c 24 60 03 00 00
; line 53: vabsdiff4.u32.u32.u32.add acc, a11, b11, acc;
;   0x099f: c5 f9 6e c3 4c 8b 8c 24 58 03 00 00 c4 c1 79 6e
;   0x09af: c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x09bf: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x09cf: 00 0f bf c9 03 c1 48 8b b4 24 50 03 00 00
; line 54: vabsdiff4.u32.u32.u32.add acc, a12, b12, acc;
;   0x09dd: c5 f9 6e c6 4c 8b 9c 24 48 03 00 00 c4 c1 79 6e
;   0x09ed: cb c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x09fd: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x0a0d: 00 0f bf c9 03 c1 48 8b 8c 24 40 03 00 00
; line 55: vabsdiff4.u32.u32.u32.add acc, a13, b13, acc;
;   0x0a1b: c5 f9 6e c1 48 8b 94 24 38 03 00 00 c5 f9 6e ca
;   0x0a2b: c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30
;   0x0a3b: c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00
;   0x0a4b: 0f bf c9 03 c1 4c 8b bc 24 30 03 00 00
; line 56: vabsdiff4.u32.u32.u32.add acc, a14, b14, acc;
;   0x0a58: c4 c1 79 6e c7 48 8b 8c 24 28 03 00 00 c5 f9 6e
;   0x0a68: c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x0a78: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x0a88: 00 0f bf c9 03 c1 4c 8b ac 24 20 03 00 00
; line 57: vabsdiff4.u32.u32.u32.add acc, a15, b15, acc;
;   0x0a96: c4 c1 79 6e c5 4c 8b 84 24 18 03 00 00 c4 c1 79
;   0x0aa6: 6e c8 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x0ab6: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x0ac6: c8 00 0f bf c9 03 c1 4c 8b 94 24 10 03 00 00
; line 58: vabsdiff4.u32.u32.u32.add acc, a16, b16, acc;
;   0x0ad5: c4 c1 79 6e c2 4c 8b a4 24 08 03 00 00 c4 c1 79
;   0x0ae5: 6e cc c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x0af5: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x0b05: c8 00 0f bf c9 03 c1 48 8b 9c 24 00 03 00 00
; line 59: vabsdiff4.u32.u32.u32.add acc, a17, b17, acc;
;   0x0b14: c5 f9 6e c3 4c 8b 8c 24 f8 02 00 00 c4 c1 79 6e
;   0x0b24: c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x0b34: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x0b44: 00 0f bf c9 03 c1 48 8b b4 24 f0 02 00 00
; line 60: vabsdiff4.u32.u32.u32.add acc, a18, b18, acc;
;   0x0b52: c5 f9 6e c6 4c 8b 9c 24 e8 02 00 00 c4 c1 79 6e
;   0x0b62: cb c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x0b72: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x0b82: 00 0f bf c9 03 c1 48 8b 8c 24 e0 02 00 00
; line 61: vabsdiff4.u32.u32.u32.add acc, a19, b19, acc;
;   0x0b90: c5 f9 6e c1 48 8b 94 24 d8 02 00 00 c5 f9 6e ca
;   0x0ba0: c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30
;   0x0bb0: c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00
;   0x0bc0: 0f bf c9 03 c1 4c 8b bc 24 d0 02 00 00
; line 62: vabsdiff4.u32.u32.u32.add acc, a20, b20, acc;
;   0x0bcd: c4 c1 79 6e c7 48 8b 8c 24 c8 02 00 00 c5 f9 6e
;   0x0bdd: c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x0bed: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x0bfd: 00 0f bf c9 03 c1 4c 8b ac 24 c0 02 00 00
; line 63: vabsdiff4.u32.u32.u32.add acc, a21, b21, acc;
;   0x0c0b: c4 c1 79 6e c5 4c 8b b4 24 b8 02 00 00 c4 c1 79
;   0x0c1b: 6e ce c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x0c2b: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x0c3b: c8 00 0f bf c9 03 c1 4c 8b 94 24 b0 02 00 00
; line 64: vabsdiff4.u32.u32.u32.add acc, a22, b22, acc;
;   0x0c4a: c4 c1 79 6e c2 4c 8b a4 24 a8 02 00 00 c4 c1 79
;   0x0c5a: 6e cc c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x0c6a: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x0c7a: c8 00 0f bf c9 03 c1 48 8b 9c 24 a0 02 00 00
; line 65: vabsdiff4.u32.u32.u32.add acc, a23, b23, acc;
;   0x0c89: c5 f9 6e c3 4c 8b 8c 24 98 02 00 00 c4 c1 79 6e
;   0x0c99: c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x0ca9: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x0cb9: 00 0f bf c9 03 c1 48 8b b4 24 90 02 00 00
; line 66: vabsdiff4.u32.u32.u32.add acc, a24, b24, acc;
;   0x0cc7: c5 f9 6e c6 4c 8b 9c 24 88 02 00 00 c4 c1 79 6e
;   0x0cd7: cb c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x0ce7: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x0cf7: 00 0f bf c9 03 c1 48 8b 8c 24 80 02 00 00
; line 67: vabsdiff4.u32.u32.u32.add acc, a25, b25, acc;
;   0x0d05: c5 f9 6e c1 48 8b 94 24 78 02 00 00 c5 f9 6e ca
;   0x0d15: c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30
;   0x0d25: c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00
;   0x0d35: 0f bf c9 03 c1 4c 8b bc 24 70 02 00 00
; line 68: vabsdiff4.u32.u32.u32.add acc, a26, b26, acc;
;   0x0d42: c4 c1 79 6e c7 48 8b 8c 24 68 02 00 00 c5 f9 6e
;   0x0d52: c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x0d62: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x0d72: 00 0f bf c9 03 c1 4c 8b ac 24 60 02 00 00
; line 69: vabsdiff4.u32.u32.u32.add acc, a27, b27, acc;
;   0x0d80: c4 c1 79 6e c5 4c 8b b4 24 58 02 00 00 c4 c1 79
;   0x0d90: 6e ce c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x0da0: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x0db0: c8 00 0f bf c9 03 c1 4c 8b 94 24 50 02 00 00
; line 70: vabsdiff4.u32.u32.u32.add acc, a28, b28, acc;
;   0x0dbf: c4 c1 79 6e c2 4c 8b a4 24 48 02 00 00 c4 c1 79
;   0x0dcf: 6e cc c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x0ddf: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x0def: c8 00 0f bf c9 03 c1 48 8b b4 24 40 02 00 00
; line 71: vabsdiff4.u32.u32.u32.add acc, a29, b29, acc;
;   0x0dfe: c5 f9 6e c6 4c 8b 9c 24 38 02 00 00 c4 c1 79 6e
;   0x0e0e: cb c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x0e1e: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x0e2e: 00 0f bf c9 03 c1 48 8b 9c 24 30 02 00 00
; line 72: vabsdiff4.u32.u32.u32.add acc, a30, b30, acc;
;   0x0e3c: c5 f9 6e c3 4c 8b 8c 24 28 02 00 00 c4 c1 79 6e
;   0x0e4c: c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x0e5c: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x0e6c: 00 0f bf c9 03 c1 48 8b 8c 24 20 02 00 00
; line 73: vabsdiff4.u32.u32.u32.add acc, a31, b31, acc;
;   0x0e7a: c5 f9 6e c1 48 8b 94 24 18 02 00 00 c5 f9 6e ca
;   0x0e8a: c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30
;   0x0e9a: c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00
;   0x0eaa: 0f bf c9 03 c1 4c 8b bc 24 10 02 00 00
; line 74: vabsdiff4.u32.u32.u32.add acc, a32, b32, acc;
;   0x0eb7: c4 c1 79 6e c7 4c 8b 94 24 08 02 00 00 c4 c1 79
;   0x0ec7: 6e ca c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x0ed7: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x0ee7: c8 00 0f bf c9 03 c1 4c 8b 94 24 00 02 00 00
; line 75: vabsdiff4.u32.u32.u32.add acc, a33, b33, acc;
;   0x0ef6: c4 c1 79 6e c2 4c 8b a4 24 f8 01 00 00 c4 c1 79
;   0x0f06: 6e cc c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x0f16: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x0f26: c8 00 0f bf c9 03 c1 4c 8b ac 24 f0 01 00 00
; line 76: vabsdiff4.u32.u32.u32.add acc, a34, b34, acc;
;   0x0f35: c4 c1 79 6e c5 4c 8b b4 24 e8 01 00 00 c4 c1 79
;   0x0f45: 6e ce c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x0f55: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x0f65: c8 00 0f bf c9 03 c1 48 8b b4 24 e0 01 00 00
; line 77: vabsdiff4.u32.u32.u32.add acc, a35, b35, acc;
;   0x0f74: c5 f9 6e c6 4c 8b 8c 24 d8 01 00 00 c4 c1 79 6e
;   0x0f84: c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x0f94: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x0fa4: 00 0f bf c9 03 c1 48 8b 9c 24 d0 01 00 00
; line 78: vabsdiff4.u32.u32.u32.add acc, a36, b36, acc;
;   0x0fb2: c5 f9 6e c3 48 8b 94 24 c8 01 00 00 c5 f9 6e ca
;   0x0fc2: c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30
;   0x0fd2: c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00
;   0x0fe2: 0f bf c9 03 c1 48 8b 8c 24 c0 01 00 00
; line 79: vabsdiff4.u32.u32.u32.add acc, a37, b37, acc;
;   0x0fef: c5 f9 6e c1 4c 8b 9c 24 b8 01 00 00 c4 c1 79 6e
;   0x0fff: cb c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x100f: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x101f: 00 0f bf c9 03 c1 4c 8b bc 24 b0 01 00 00
; line 80: vabsdiff4.u32.u32.u32.add acc, a38, b38, acc;
;   0x102d: c4 c1 79 6e c7 48 8b 8c 24 a8 01 00 00 c5 f9 6e
;   0x103d: c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x104d: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x105d: 00 0f bf c9 03 c1 4c 8b 94 24 a0 01 00 00
; line 81: vabsdiff4.u32.u32.u32.add acc, a39, b39, acc;
;   0x106b: c4 c1 79 6e c2 4c 8b b4 24 98 01 00 00 c4 c1 79
;   0x107b: 6e ce c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x108b: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x109b: c8 00 0f bf c9 03 c1 4c 8b ac 24 90 01 00 00
; line 82: vabsdiff4.u32.u32.u32.add acc, a40, b40, acc;
;   0x10aa: c4 c1 79 6e c5 4c 8b 8c 24 88 01 00 00 c4 c1 79
;   0x10ba: 6e c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x10ca: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x10da: c8 00 0f bf c9 03 c1 48 8b b4 24 80 01 00 00
; line 83: vabsdiff4.u32.u32.u32.add acc, a41, b41, acc;
;   0x10e9: c5 f9 6e c6 4c 8b a4 24 78 01 00 00 c4 c1 79 6e
;   0x10f9: cc c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x1109: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x1119: 00 0f bf c9 03 c1 48 8b 8c 24 70 01 00 00
; line 84: vabsdiff4.u32.u32.u32.add acc, a42, b42, acc;
;   0x1127: c5 f9 6e c1 4c 8b 9c 24 68 01 00 00 c4 c1 79 6e
;   0x1137: cb c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x1147: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x1157: 00 0f bf c9 03 c1 48 8b 9c 24 60 01 00 00
; line 85: vabsdiff4.u32.u32.u32.add acc, a43, b43, acc;
;   0x1165: c5 f9 6e c3 48 8b 94 24 58 01 00 00 c5 f9 6e ca
;   0x1175: c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30
;   0x1185: c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00
;   0x1195: 0f bf c9 03 c1 4c 8b 94 24 50 01 00 00
; line 86: vabsdiff4.u32.u32.u32.add acc, a44, b44, acc;
;   0x11a2: c4 c1 79 6e c2 4c 8b b4 24 48 01 00 00 c4 c1 79
;   0x11b2: 6e ce c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x11c2: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x11d2: c8 00 0f bf c9 03 c1 4c 8b bc 24 40 01 00 00
; line 87: vabsdiff4.u32.u32.u32.add acc, a45, b45, acc;
;   0x11e1: c4 c1 79 6e c7 48 8b 8c 24 38 01 00 00 c5 f9 6e
;   0x11f1: c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x1201: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x1211: 00 0f bf c9 03 c1 48 8b b4 24 30 01 00 00
; line 88: vabsdiff4.u32.u32.u32.add acc, a46, b46, acc;
;   0x121f: c5 f9 6e c6 4c 8b a4 24 28 01 00 00 c4 c1 79 6e
;   0x122f: cc c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x123f: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x124f: 00 0f bf c9 03 c1 48 8b 8c 24 20 01 00 00
; line 89: vabsdiff4.u32.u32.u32.add acc, a47, b47, acc;
;   0x125d: c5 f9 6e c1 48 8b 94 24 18 01 00 00 c5 f9 6e ca
;   0x126d: c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30
;   0x127d: c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00
;   0x128d: 0f bf c9 03 c1 4c 8b ac 24 10 01 00 00
; line 90: vabsdiff4.u32.u32.u32.add acc, a48, b48, acc;
;   0x129a: c4 c1 79 6e c5 4c 8b 8c 24 08 01 00 00 c4 c1 79
;   0x12aa: 6e c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x12ba: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x12ca: c8 00 0f bf c9 03 c1 48 8b 9c 24 00 01 00 00
; line 91: vabsdiff4.u32.u32.u32.add acc, a49, b49, acc;
;   0x12d9: c5 f9 6e c3 48 8b b4 24 f8 00 00 00 c5 f9 6e ce
;   0x12e9: c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30
;   0x12f9: c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00
;   0x1309: 0f bf c9 03 c1 4c 8b 94 24 f0 00 00 00
; line 92: vabsdiff4.u32.u32.u32.add acc, a50, b50, acc;
;   0x1316: c4 c1 79 6e c2 4c 8b 9c 24 e8 00 00 00 c4 c1 79
;   0x1326: 6e cb c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x1336: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x1346: c8 00 0f bf c9 03 c1 4c 8b bc 24 e0 00 00 00
; line 93: vabsdiff4.u32.u32.u32.add acc, a51, b51, acc;
;   0x1355: c4 c1 79 6e c7 4c 8b 8c 24 d8 00 00 00 c4 c1 79
;   0x1365: 6e c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x1375: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x1385: c8 00 0f bf c9 03 c1 48 8b b4 24 d0 00 00 00
; line 94: vabsdiff4.u32.u32.u32.add acc, a52, b52, acc;
;   0x1394: c5 f9 6e c6 4c 8b b4 24 c8 00 00 00 c4 c1 79 6e
;   0x13a4: ce c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x13b4: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x13c4: 00 0f bf c9 03 c1 48 8b 8c 24 c0 00 00 00
; line 95: vabsdiff4.u32.u32.u32.add acc, a53, b53, acc;
;   0x13d2: c5 f9 6e c1 48 8b 94 24 b8 00 00 00 c5 f9 6e ca
;   0x13e2: c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30
;   0x13f2: c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00
;   0x1402: 0f bf c9 03 c1 4c 8b ac 24 b0 00 00 00
; line 96: vabsdiff4.u32.u32.u32.add acc, a54, b54, acc;
;   0x140f: c4 c1 79 6e c5 48 8b 8c 24 a8 00 00 00 c5 f9 6e
;   0x141f: c9 c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x142f: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x143f: 00 0f bf c9 03 c1 48 8b 9c 24 a0 00 00 00
; line 97: vabsdiff4.u32.u32.u32.add acc, a55, b55, acc;
;   0x144d: c5 f9 6e c3 4c 8b a4 24 98 00 00 00 c4 c1 79 6e
;   0x145d: cc c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79
;   0x146d: 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8
;   0x147d: 00 0f bf c9 03 c1 4c 8b 94 24 90 00 00 00
; line 98: vabsdiff4.u32.u32.u32.add acc, a56, b56, acc;
;   0x148b: c4 c1 79 6e c2 4c 8b 9c 24 88 00 00 00 c4 c1 79
;   0x149b: 6e cb c5 f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2
;   0x14ab: 79 30 c0 c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5
;   0x14bb: c8 00 0f bf c9 03 c1 48 8b 94 24 80 00 00 00
; line 99: vabsdiff4.u32.u32.u32.add acc, a57, b57, acc;
;   0x14ca: c5 f9 6e c2 48 8b 74 24 78 c5 f9 6e ce c5 f9 de
;   0x14da: d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30 c0 c4 e2
;   0x14ea: 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00 0f bf c9
;   0x14fa: 03 c1 4c 8b 74 24 70
; line 100: vabsdiff4.u32.u32.u32.add acc, a58, b58, acc;
;   0x1501: c4 c1 79 6e c6 48 8b 4c 24 68 c5 f9 6e c9 c5 f9
;   0x1511: de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30 c0 c4
;   0x1521: e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00 0f bf
;   0x1531: c9 03 c1 4c 8b 7c 24 60
; line 101: vabsdiff4.u32.u32.u32.add acc, a59, b59, acc;
;   0x1539: c4 c1 79 6e c7 4c 8b 4c 24 58 c4 c1 79 6e c9 c5
;   0x1549: f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30 c0
;   0x1559: c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00 0f
;   0x1569: bf c9 03 c1 4c 8b 6c 24 50
; line 102: vabsdiff4.u32.u32.u32.add acc, a60, b60, acc;
;   0x1572: c4 c1 79 6e c5 48 8b 4c 24 48 c5 f9 6e c9 c5 f9
;   0x1582: de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30 c0 c4
;   0x1592: e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00 0f bf
;   0x15a2: c9 03 c1 48 8b 5c 24 40
; line 103: vabsdiff4.u32.u32.u32.add acc, a61, b61, acc;
;   0x15aa: c5 f9 6e c3 4c 8b 64 24 38 c4 c1 79 6e cc c5 f9
;   0x15ba: de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30 c0 c4
;   0x15ca: e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00 0f bf
;   0x15da: c9 03 c1 4c 8b 54 24 30
; line 104: vabsdiff4.u32.u32.u32.add acc, a62, b62, acc;
;   0x15e2: c4 c1 79 6e c2 4c 8b 5c 24 28 c4 c1 79 6e cb c5
;   0x15f2: f9 de d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30 c0
;   0x1602: c4 e2 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00 0f
;   0x1612: bf c9 03 c1 48 8b 4c 24 20
; line 105: vabsdiff4.u32.u32.u32.add d, a63, b63, acc;
;   0x161b: c5 f9 6e c1 48 8b 54 24 18 c5 f9 6e ca c5 f9 de
;   0x162b: d1 c5 f9 da c1 c5 e9 f8 c0 c4 e2 79 30 c0 c4 e2
;   0x163b: 79 01 c0 c4 e2 79 01 c0 c5 f9 c5 c8 00 0f bf c9
;   0x164b: 03 c1 48 8b 34 24 4c 8b 74 24 10
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1656: 4a 89 04 f6 49 81 c6 01 00 00 00 48 8b 54 24 08
;   0x1666: 4c 89 74 24 10 4c 3b f2 0f 83 13 00 00 00
; (no source location: register moves, constants, padding)
;   0x1674: 4c 8b 74 24 10 48 89 34 24 48 89 54 24 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x1682: e9 dd e9 ff ff
; (no source location: register moves, constants, padding)
;   0x1687: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x168a: 48 8b 9c 24 c0 03 00 00 4c 8b a4 24 c8 03 00 00
;   0x169a: 4c 8b ac 24 d0 03 00 00 4c 8b b4 24 d8 03 00 00
;   0x16aa: 4c 8b bc 24 e0 03 00 00 48 81 c4 f0 03 00 00 48
;   0x16ba: 89 ec 5d c3
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x3f0, %rsp
  movq %rbx, 0x3c0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x3c8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x3d0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x3d8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x3e0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rsi, <offset:1>+(%rsp)
  uninit  %rsi
  movq %rsi, %rax
  xorq %rax, %rax
  movq %rax, <offset:1>+0x10(%rsp)
  testq %rdx, %rdx
  movq %rdx, <offset:1>+8(%rsp)
  jnz     label1; j label2
block1:
  movq <offset:1>+0x10(%rsp), %r14
  jmp     label3
block2:
  movq <offset:1>+8(%rsp), %rax
  jmp     label7
block3:
  movq %r14, %rdx
  shlq $0xa, %rdx
  movl (%rdi, %rdx), %r15d
  movl 0x200(%rdi, %rdx), %ecx
  movl 8(%rdi, %rdx), %r14d
  movl 0x208(%rdi, %rdx), %eax
  movl 0x10(%rdi, %rdx), %r13d
  movl 0x210(%rdi, %rdx), %r8d
  movl 0x18(%rdi, %rdx), %r10d
  movl 0x218(%rdi, %rdx), %r12d
  movl 0x20(%rdi, %rdx), %ebx
  movl 0x220(%rdi, %rdx), %r9d
  movl 0x28(%rdi, %rdx), %r11d
  movq %r11, <offset:1>+0x3b8(%rsp)
  movl 0x228(%rdi, %rdx), %r11d
  movl 0x30(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x3b0(%rsp)
  movl 0x230(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x3a8(%rsp)
  movl 0x38(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x3a0(%rsp)
  movl 0x238(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x398(%rsp)
  movl 0x40(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x390(%rsp)
  movl 0x240(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x388(%rsp)
  movl 0x48(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x380(%rsp)
  movl 0x248(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x378(%rsp)
  movl 0x50(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x370(%rsp)
  movl 0x250(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x368(%rsp)
  movl 0x58(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x360(%rsp)
  movl 0x258(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x358(%rsp)
  movl 0x60(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x350(%rsp)
  movl 0x260(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x348(%rsp)
  movl 0x68(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x340(%rsp)
  movl 0x268(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x338(%rsp)
  movl 0x70(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x330(%rsp)
  movl 0x270(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x328(%rsp)
  movl 0x78(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x320(%rsp)
  movl 0x278(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x318(%rsp)
  movl 0x80(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x310(%rsp)
  movl 0x280(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x308(%rsp)
  movl 0x88(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x300(%rsp)
  movl 0x288(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x2f8(%rsp)
  movl 0x90(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x2f0(%rsp)
  movl 0x290(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x2e8(%rsp)
  movl 0x98(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x2e0(%rsp)
  movl 0x298(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x2d8(%rsp)
  movl 0xa0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x2d0(%rsp)
  movl 0x2a0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x2c8(%rsp)
  movl 0xa8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x2c0(%rsp)
  movl 0x2a8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x2b8(%rsp)
  movl 0xb0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x2b0(%rsp)
  movl 0x2b0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x2a8(%rsp)
  movl 0xb8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x2a0(%rsp)
  movl 0x2b8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x298(%rsp)
  movl 0xc0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x290(%rsp)
  movl 0x2c0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x288(%rsp)
  movl 0xc8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x280(%rsp)
  movl 0x2c8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x278(%rsp)
  movl 0xd0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x270(%rsp)
  movl 0x2d0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x268(%rsp)
  movl 0xd8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x260(%rsp)
  movl 0x2d8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x258(%rsp)
  movl 0xe0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x250(%rsp)
  movl 0x2e0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x248(%rsp)
  movl 0xe8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x240(%rsp)
  movl 0x2e8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x238(%rsp)
  movl 0xf0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x230(%rsp)
  movl 0x2f0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x228(%rsp)
  movl 0xf8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x220(%rsp)
  movl 0x2f8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x218(%rsp)
  movl 0x100(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x210(%rsp)
  movl 0x300(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x208(%rsp)
  movl 0x108(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x200(%rsp)
  movl 0x308(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x1f8(%rsp)
  movl 0x110(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x1f0(%rsp)
  movl 0x310(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x1e8(%rsp)
  movl 0x118(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x1e0(%rsp)
  movl 0x318(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x1d8(%rsp)
  movl 0x120(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x1d0(%rsp)
  movl 0x320(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x1c8(%rsp)
  movl 0x128(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x1c0(%rsp)
  movl 0x328(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x1b8(%rsp)
  movl 0x130(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x1b0(%rsp)
  movl 0x330(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x1a8(%rsp)
  movl 0x138(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x1a0(%rsp)
  movl 0x338(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x198(%rsp)
  movl 0x140(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x190(%rsp)
  movl 0x340(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x188(%rsp)
  movl 0x148(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x180(%rsp)
  movl 0x348(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x178(%rsp)
  movl 0x150(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x170(%rsp)
  movl 0x350(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x168(%rsp)
  movl 0x158(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x160(%rsp)
  movl 0x358(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x158(%rsp)
  movl 0x160(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x150(%rsp)
  movl 0x360(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x148(%rsp)
  movl 0x168(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x140(%rsp)
  movl 0x368(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x138(%rsp)
  movl 0x170(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x130(%rsp)
  movl 0x370(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x128(%rsp)
  movl 0x178(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x120(%rsp)
  movl 0x378(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x118(%rsp)
  movl 0x180(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x110(%rsp)
  movl 0x380(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x108(%rsp)
  movl 0x188(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x100(%rsp)
  movl 0x388(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0xf8(%rsp)
  movl 0x190(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0xf0(%rsp)
  movl 0x390(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0xe8(%rsp)
  movl 0x198(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0xe0(%rsp)
  movl 0x398(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0xd8(%rsp)
  movl 0x1a0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0xd0(%rsp)
  movl 0x3a0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0xc8(%rsp)
  movl 0x1a8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0xc0(%rsp)
  movl 0x3a8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0xb8(%rsp)
  movl 0x1b0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0xb0(%rsp)
  movl 0x3b0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0xa8(%rsp)
  movl 0x1b8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0xa0(%rsp)
  movl 0x3b8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x98(%rsp)
  movl 0x1c0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x90(%rsp)
  movl 0x3c0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x88(%rsp)
  movl 0x1c8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x80(%rsp)
  movl 0x3c8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x78(%rsp)
  movl 0x1d0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x70(%rsp)
  movl 0x3d0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x68(%rsp)
  movl 0x1d8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x60(%rsp)
  movl 0x3d8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x58(%rsp)
  movl 0x1e0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x50(%rsp)
  movl 0x3e0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x48(%rsp)
  movl 0x1e8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x40(%rsp)
  movl 0x3e8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x38(%rsp)
  movl 0x1f0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x30(%rsp)
  movl 0x3f0(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x28(%rsp)
  movl 0x1f8(%rdi, %rdx), %esi
  movq %rsi, <offset:1>+0x20(%rsp)
  movl 0x3f8(%rdi, %rdx), %edx
  movq %rdx, <offset:1>+0x18(%rsp)
  jmp     label4
block4:
  vmovd %r15d, %xmm0
  vmovd %ecx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  vmovd %r14d, %xmm0
  vmovd %eax, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %eax
  movswl %ax, %eax
  leal (%rcx, %rax), %eax
  vmovd %r13d, %xmm0
  vmovd %r8d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  vmovd %r10d, %xmm0
  vmovd %r12d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  vmovd %ebx, %xmm0
  vmovd %r9d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x3b8(%rsp), %rcx
  vmovd %ecx, %xmm0
  vmovd %r11d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x3b0(%rsp), %rdx
  vmovd %edx, %xmm0
  movq <offset:1>+0x3a8(%rsp), %rsi
  vmovd %esi, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x3a0(%rsp), %rcx
  vmovd %ecx, %xmm0
  movq <offset:1>+0x398(%rsp), %r15
  vmovd %r15d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x390(%rsp), %r14
  vmovd %r14d, %xmm0
  movq <offset:1>+0x388(%rsp), %rcx
  vmovd %ecx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x380(%rsp), %r13
  vmovd %r13d, %xmm0
  movq <offset:1>+0x378(%rsp), %r8
  vmovd %r8d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x370(%rsp), %r10
  vmovd %r10d, %xmm0
  movq <offset:1>+0x368(%rsp), %r12
  vmovd %r12d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x360(%rsp), %rbx
  vmovd %ebx, %xmm0
  movq <offset:1>+0x358(%rsp), %r9
  vmovd %r9d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x350(%rsp), %rsi
  vmovd %esi, %xmm0
  movq <offset:1>+0x348(%rsp), %r11
  vmovd %r11d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x340(%rsp), %rcx
  vmovd %ecx, %xmm0
  movq <offset:1>+0x338(%rsp), %rdx
  vmovd %edx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x330(%rsp), %r15
  vmovd %r15d, %xmm0
  movq <offset:1>+0x328(%rsp), %rcx
  vmovd %ecx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x320(%rsp), %r13
  vmovd %r13d, %xmm0
  movq <offset:1>+0x318(%rsp), %r8
  vmovd %r8d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x310(%rsp), %r10
  vmovd %r10d, %xmm0
  movq <offset:1>+0x308(%rsp), %r12
  vmovd %r12d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x300(%rsp), %rbx
  vmovd %ebx, %xmm0
  movq <offset:1>+0x2f8(%rsp), %r9
  vmovd %r9d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x2f0(%rsp), %rsi
  vmovd %esi, %xmm0
  movq <offset:1>+0x2e8(%rsp), %r11
  vmovd %r11d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x2e0(%rsp), %rcx
  vmovd %ecx, %xmm0
  movq <offset:1>+0x2d8(%rsp), %rdx
  vmovd %edx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x2d0(%rsp), %r15
  vmovd %r15d, %xmm0
  movq <offset:1>+0x2c8(%rsp), %rcx
  vmovd %ecx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x2c0(%rsp), %r13
  vmovd %r13d, %xmm0
  movq <offset:1>+0x2b8(%rsp), %r14
  vmovd %r14d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x2b0(%rsp), %r10
  vmovd %r10d, %xmm0
  movq <offset:1>+0x2a8(%rsp), %r12
  vmovd %r12d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x2a0(%rsp), %rbx
  vmovd %ebx, %xmm0
  movq <offset:1>+0x298(%rsp), %r9
  vmovd %r9d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x290(%rsp), %rsi
  vmovd %esi, %xmm0
  movq <offset:1>+0x288(%rsp), %r11
  vmovd %r11d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x280(%rsp), %rcx
  vmovd %ecx, %xmm0
  movq <offset:1>+0x278(%rsp), %rdx
  vmovd %edx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x270(%rsp), %r15
  vmovd %r15d, %xmm0
  movq <offset:1>+0x268(%rsp), %rcx
  vmovd %ecx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x260(%rsp), %r13
  vmovd %r13d, %xmm0
  movq <offset:1>+0x258(%rsp), %r14
  vmovd %r14d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x250(%rsp), %r10
  vmovd %r10d, %xmm0
  movq <offset:1>+0x248(%rsp), %r12
  vmovd %r12d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x240(%rsp), %rsi
  vmovd %esi, %xmm0
  movq <offset:1>+0x238(%rsp), %r11
  vmovd %r11d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x230(%rsp), %rbx
  vmovd %ebx, %xmm0
  movq <offset:1>+0x228(%rsp), %r9
  vmovd %r9d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x220(%rsp), %rcx
  vmovd %ecx, %xmm0
  movq <offset:1>+0x218(%rsp), %rdx
  vmovd %edx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x210(%rsp), %r15
  vmovd %r15d, %xmm0
  movq <offset:1>+0x208(%rsp), %r10
  vmovd %r10d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x200(%rsp), %r10
  vmovd %r10d, %xmm0
  movq <offset:1>+0x1f8(%rsp), %r12
  vmovd %r12d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x1f0(%rsp), %r13
  vmovd %r13d, %xmm0
  movq <offset:1>+0x1e8(%rsp), %r14
  vmovd %r14d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x1e0(%rsp), %rsi
  vmovd %esi, %xmm0
  movq <offset:1>+0x1d8(%rsp), %r9
  vmovd %r9d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x1d0(%rsp), %rbx
  vmovd %ebx, %xmm0
  movq <offset:1>+0x1c8(%rsp), %rdx
  vmovd %edx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x1c0(%rsp), %rcx
  vmovd %ecx, %xmm0
  movq <offset:1>+0x1b8(%rsp), %r11
  vmovd %r11d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x1b0(%rsp), %r15
  vmovd %r15d, %xmm0
  movq <offset:1>+0x1a8(%rsp), %rcx
  vmovd %ecx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x1a0(%rsp), %r10
  vmovd %r10d, %xmm0
  movq <offset:1>+0x198(%rsp), %r14
  vmovd %r14d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x190(%rsp), %r13
  vmovd %r13d, %xmm0
  movq <offset:1>+0x188(%rsp), %r9
  vmovd %r9d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x180(%rsp), %rsi
  vmovd %esi, %xmm0
  movq <offset:1>+0x178(%rsp), %r12
  vmovd %r12d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x170(%rsp), %rcx
  vmovd %ecx, %xmm0
  movq <offset:1>+0x168(%rsp), %r11
  vmovd %r11d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x160(%rsp), %rbx
  vmovd %ebx, %xmm0
  movq <offset:1>+0x158(%rsp), %rdx
  vmovd %edx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x150(%rsp), %r10
  vmovd %r10d, %xmm0
  movq <offset:1>+0x148(%rsp), %r14
  vmovd %r14d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x140(%rsp), %r15
  vmovd %r15d, %xmm0
  movq <offset:1>+0x138(%rsp), %rcx
  vmovd %ecx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x130(%rsp), %rsi
  vmovd %esi, %xmm0
  movq <offset:1>+0x128(%rsp), %r12
  vmovd %r12d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x120(%rsp), %rcx
  vmovd %ecx, %xmm0
  movq <offset:1>+0x118(%rsp), %rdx
  vmovd %edx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x110(%rsp), %r13
  vmovd %r13d, %xmm0
  movq <offset:1>+0x108(%rsp), %r9
  vmovd %r9d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x100(%rsp), %rbx
  vmovd %ebx, %xmm0
  movq <offset:1>+0xf8(%rsp), %rsi
  vmovd %esi, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0xf0(%rsp), %r10
  vmovd %r10d, %xmm0
  movq <offset:1>+0xe8(%rsp), %r11
  vmovd %r11d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0xe0(%rsp), %r15
  vmovd %r15d, %xmm0
  movq <offset:1>+0xd8(%rsp), %r9
  vmovd %r9d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0xd0(%rsp), %rsi
  vmovd %esi, %xmm0
  movq <offset:1>+0xc8(%rsp), %r14
  vmovd %r14d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0xc0(%rsp), %rcx
  vmovd %ecx, %xmm0
  movq <offset:1>+0xb8(%rsp), %rdx
  vmovd %edx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0xb0(%rsp), %r13
  vmovd %r13d, %xmm0
  movq <offset:1>+0xa8(%rsp), %rcx
  vmovd %ecx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0xa0(%rsp), %rbx
  vmovd %ebx, %xmm0
  movq <offset:1>+0x98(%rsp), %r12
  vmovd %r12d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x90(%rsp), %r10
  vmovd %r10d, %xmm0
  movq <offset:1>+0x88(%rsp), %r11
  vmovd %r11d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x80(%rsp), %rdx
  vmovd %edx, %xmm0
  movq <offset:1>+0x78(%rsp), %rsi
  vmovd %esi, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x70(%rsp), %r14
  vmovd %r14d, %xmm0
  movq <offset:1>+0x68(%rsp), %rcx
  vmovd %ecx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x60(%rsp), %r15
  vmovd %r15d, %xmm0
  movq <offset:1>+0x58(%rsp), %r9
  vmovd %r9d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x50(%rsp), %r13
  vmovd %r13d, %xmm0
  movq <offset:1>+0x48(%rsp), %rcx
  vmovd %ecx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x40(%rsp), %rbx
  vmovd %ebx, %xmm0
  movq <offset:1>+0x38(%rsp), %r12
  vmovd %r12d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x30(%rsp), %r10
  vmovd %r10d, %xmm0
  movq <offset:1>+0x28(%rsp), %r11
  vmovd %r11d, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+0x20(%rsp), %rcx
  vmovd %ecx, %xmm0
  movq <offset:1>+0x18(%rsp), %rdx
  vmovd %edx, %xmm1
  vpmaxub %xmm1, %xmm0, %xmm2
  vpminub %xmm1, %xmm0, %xmm0
  vpsubb %xmm0, %xmm2, %xmm0
  vpmovzxbw %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vphaddw %xmm0, %xmm0, %xmm0
  vpextrw $0x0, %xmm0, %ecx
  movswl %cx, %ecx
  leal (%rax, %rcx), %eax
  movq <offset:1>+(%rsp), %rsi
  movq <offset:1>+0x10(%rsp), %r14
  movq %rax, (%rsi, %r14, 8)
  leaq 1(%r14), %r14
  movq <offset:1>+8(%rsp), %rdx
  movq %r14, <offset:1>+0x10(%rsp)
  cmpq %rdx, %r14
  jb      label5; j label6
block5:
  movq <offset:1>+0x10(%rsp), %r14
  movq %rsi, <offset:1>+(%rsp)
  movq %rdx, <offset:1>+8(%rsp)
  jmp     label3
block6:
  movq %rdx, %rax
  jmp     label7
block7:
  movq 0x3c0(%rsp), %rbx
  movq 0x3c8(%rsp), %r12
  movq 0x3d0(%rsp), %r13
  movq 0x3d8(%rsp), %r14
  movq 0x3e0(%rsp), %r15
  addq $0x3f0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
; 5822 bytes

