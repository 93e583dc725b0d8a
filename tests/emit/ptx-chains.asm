; function add4
; add4 (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 83 ec 20 48 89 1c 24 4c 89 64 24
;   0x0010: 08 4c 89 6c 24 10 4c 89 74 24 18
;   0x001b: 4d 33 c0 48 85 d2 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0027: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x002a: e9 97 00 00 00
; (no source location: register moves, constants, padding)
;   0x002f: 4c 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0032: 48 c1 e0 06
; line 11: add.cc.u32   d0, a0, b0;
;   0x0036: 8b 0c 07 44 8b 74 07 20 44 8b 64 07 08 44 8b 6c
;   0x0046: 07 28 44 8b 4c 07 10 8b 5c 07 30 44 8b 54 07 18
;   0x0056: 44 8b 5c 07 38 4a 8d 04 31 48 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0062: 48 c1 e9 20
; line 12: addc.cc.u32  d1, a1, b1;
;   0x0066: 49 03 cc 49 03 cd 49 89 cc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x006f: 49 c1 ec 20
; line 13: addc.cc.u32  d2, a2, b2;
;   0x0073: 4d 03 cc 4c 03 cb 4c 89 cb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x007c: 48 c1 eb 20
; line 14: addc.cc.u32  d3, a3, b3;
;   0x0080: 4c 03 d3 4d 03 da 4d 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0089: 49 c1 ea 20
; line 11: add.cc.u32   d0, a0, b0;
;   0x008d: 8b d8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x008f: 49 6b c0 28 48 89 1c 06
; line 12: addc.cc.u32  d1, a1, b1;
;   0x0097: 8b c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0099: 48 89 4c 06 08
; line 13: addc.cc.u32  d2, a2, b2;
;   0x009e: 41 8b c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00a1: 48 89 4c 06 10
; line 14: addc.cc.u32  d3, a3, b3;
;   0x00a6: 41 8b cb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00a9: 48 89 4c 06 18 4c 89 54 06 20 49 81 c0 01 00 00
;   0x00b9: 00 4c 3b c2 0f 82 6c ff ff ff
; (no source location: register moves, constants, padding)
;   0x00c3: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00c6: 48 8b 1c 24 4c 8b 64 24 08 4c 8b 6c 24 10 4c 8b
;   0x00d6: 74 24 18 48 83 c4 20 48 89 ec 5d c3
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  subq $0x20, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
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
  movq %r8, %rax
  shlq $0x6, %rax
  movl (%rdi, %rax), %ecx
  movl 0x20(%rdi, %rax), %r14d
  movl 8(%rdi, %rax), %r12d
  movl 0x28(%rdi, %rax), %r13d
  movl 0x10(%rdi, %rax), %r9d
  movl 0x30(%rdi, %rax), %ebx
  movl 0x18(%rdi, %rax), %r10d
  movl 0x38(%rdi, %rax), %r11d
  leaq (%rcx, %r14), %rax
  movq %rax, %rcx
  shrq $0x20, %rcx
  leaq (%rcx, %r12), %rcx
  leaq (%rcx, %r13), %rcx
  movq %rcx, %r12
  shrq $0x20, %r12
  leaq (%r12, %r9), %r9
  leaq (%r9, %rbx), %r9
  movq %r9, %rbx
  shrq $0x20, %rbx
  leaq (%rbx, %r10), %r10
  leaq (%r10, %r11), %r11
  movq %r11, %r10
  shrq $0x20, %r10
  jmp     label4
block4:
  movl %eax, %ebx
  imulq $0x28, %r8, %rax
  movq %rbx, (%rsi, %rax)
  movl %ecx, %ecx
  movq %rcx, 8(%rsi, %rax)
  movl %r9d, %ecx
  movq %rcx, 0x10(%rsi, %rax)
  movl %r11d, %ecx
  movq %rcx, 0x18(%rsi, %rax)
  movq %r10, 0x20(%rsi, %rax)
  leaq 1(%r8), %r8
  cmpq %rdx, %r8
  jb      label5; j label6
block5:
  jmp     label3
block6:
  movq %rdx, %rax
  jmp     label7
block7:
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  movq 0x18(%rsp), %r14
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
; 226 bytes

; function sub4
; sub4 (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 83 ec 10 48 89 1c 24
;   0x000c: 4d 33 c0 48 85 d2 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0018: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x001b: e9 bb 00 00 00
; (no source location: register moves, constants, padding)
;   0x0020: 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0023: 48 c1 e1 06
; line 24: sub.cc.u32   d0, a0, b0;
;   0x0027: 8b 04 0f 44 8b 4c 0f 20 8b c0 41 f7 d1 45 8b c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0037: 4a 8d 44 08 01
; line 25: subc.cc.u32  d1, a1, b1;
;   0x003c: 44 8b 4c 0f 08 44 8b 54 0f 28 45 8b c9 41 f7 d2
;   0x004c: 45 8b d2 4d 03 ca 49 89 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0055: 49 c1 ea 20
; line 25: subc.cc.u32  d1, a1, b1;
;   0x0059: 4d 03 ca
; line 26: subc.cc.u32  d2, a2, b2;
;   0x005c: 44 8b 54 0f 10 44 8b 5c 0f 30 45 8b d2 41 f7 d3
;   0x006c: 45 8b db 4d 03 d3 4d 89 cb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0075: 49 c1 eb 20
; line 26: subc.cc.u32  d2, a2, b2;
;   0x0079: 4d 03 d3
; line 27: subc.cc.u32  d3, a3, b3;
;   0x007c: 8b 5c 0f 18 44 8b 5c 0f 38 8b cb 41 f7 d3 45 8b
;   0x008c: db 49 03 cb 4d 89 d3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0093: 49 c1 eb 20
; line 27: subc.cc.u32  d3, a3, b3;
;   0x0097: 4c 03 d9 4c 89 d9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x009d: 48 c1 e9 20
;   0x00a1: 8b d8 49 6b c0 28 48 89 1c 06 45 8b c9 4c 89 4c
;   0x00b1: 06 08 45 8b ca 4c 89 4c 06 10 45 8b cb 4c 89 4c
;   0x00c1: 06 18 48 89 4c 06 20 49 81 c0 01 00 00 00 4c 3b
;   0x00d1: c2 0f 82 48 ff ff ff
; (no source location: register moves, constants, padding)
;   0x00d8: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00db: 48 8b 1c 24 48 83 c4 10 48 89 ec 5d c3
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
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
  shlq $0x6, %rcx
  movl (%rdi, %rcx), %eax
  movl 0x20(%rdi, %rcx), %r9d
  movl %eax, %eax
  notl %r9d
  movl %r9d, %r9d
  leaq 1(%rax, %r9), %rax
  movl 8(%rdi, %rcx), %r9d
  movl 0x28(%rdi, %rcx), %r10d
  movl %r9d, %r9d
  notl %r10d
  movl %r10d, %r10d
  leaq (%r9, %r10), %r9
  movq %rax, %r10
  shrq $0x20, %r10
  leaq (%r9, %r10), %r9
  movl 0x10(%rdi, %rcx), %r10d
  movl 0x30(%rdi, %rcx), %r11d
  movl %r10d, %r10d
  notl %r11d
  movl %r11d, %r11d
  leaq (%r10, %r11), %r10
  movq %r9, %r11
  shrq $0x20, %r11
  leaq (%r10, %r11), %r10
  movl 0x18(%rdi, %rcx), %ebx
  movl 0x38(%rdi, %rcx), %r11d
  movl %ebx, %ecx
  notl %r11d
  movl %r11d, %r11d
  leaq (%rcx, %r11), %rcx
  movq %r10, %r11
  shrq $0x20, %r11
  leaq (%rcx, %r11), %r11
  movq %r11, %rcx
  shrq $0x20, %rcx
  jmp     label4
block4:
  movl %eax, %ebx
  imulq $0x28, %r8, %rax
  movq %rbx, (%rsi, %rax)
  movl %r9d, %r9d
  movq %r9, 8(%rsi, %rax)
  movl %r10d, %r9d
  movq %r9, 0x10(%rsi, %rax)
  movl %r11d, %r9d
  movq %r9, 0x18(%rsi, %rax)
  movq %rcx, 0x20(%rsi, %rax)
  leaq 1(%r8), %r8
  cmpq %rdx, %r8
  jb      label5; j label6
block5:
  jmp     label3
block6:
  movq %rdx, %rax
  jmp     label7
block7:
  movq (%rsp), %rbx
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
; 232 bytes

; function add8
; add8 (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 83 ec 70 48 89 5c 24 40 4c 89 64
;   0x0010: 24 48 4c 89 6c 24 50 4c 89 74 24 58 4c 89 7c 24
;   0x0020: 60
;   0x0021: 4d 33 c0 4c 89 44 24 08 48 85 d2 48 89 14 24 0f
;   0x0031: 84 0a 00 00 00
; (no source location: register moves, constants, padding)
;   0x0036: 4c 8b 7c 24 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x003b: e9 09 00 00 00
; (no source location: register moves, constants, padding)
;   0x0040: 48 8b 04 24
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0044: e9 6c 01 00 00
; (no source location: register moves, constants, padding)
;   0x0049: 4c 89 f8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x004c: 48 c1 e0 07
; line 37: add.cc.u32   d0, a0, b0;
;   0x0050: 8b 0c 07 8b 54 07 40 44 8b 6c 07 08 44 8b 44 07
;   0x0060: 48 44 8b 4c 07 10 44 8b 64 07 50 8b 5c 07 18 44
;   0x0070: 8b 5c 07 58 44 8b 74 07 20 44 8b 54 07 60 44 8b
;   0x0080: 7c 07 28 4c 89 7c 24 38 44 8b 7c 07 68 4c 89 7c
;   0x0090: 24 30 44 8b 7c 07 30 4c 89 7c 24 28 44 8b 7c 07
;   0x00a0: 70 4c 89 7c 24 20 44 8b 7c 07 38 4c 89 7c 24 18
;   0x00b0: 8b 44 07 78 48 89 44 24 10 48 8d 04 11 48 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00c0: 48 c1 e9 20
; line 38: addc.cc.u32  d1, a1, b1;
;   0x00c4: 49 03 cd 49 03 c8 48 89 ca
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00cd: 48 c1 ea 20
; line 39: addc.cc.u32  d2, a2, b2;
;   0x00d1: 49 03 d1 4e 8d 0c 22 4c 89 ca
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00db: 48 c1 ea 20
; line 40: addc.cc.u32  d3, a3, b3;
;   0x00df: 48 03 d3 4a 8d 1c 1a 48 89 da
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00e9: 48 c1 ea 20
; line 41: addc.cc.u32  d4, a4, b4;
;   0x00ed: 49 03 d6 4e 8d 34 12 4c 89 f2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00f7: 48 c1 ea 20 4c 8b 54 24 38
; line 42: addc.cc.u32  d5, a5, b5;
;   0x0100: 49 03 d2 4c 8b 7c 24 30 49 03 d7 49 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x010e: 49 c1 e8 20 4c 8b 6c 24 28
; line 43: addc.cc.u32  d6, a6, b6;
;   0x0117: 4d 03 c5 4c 8b 54 24 20 4d 03 d0 4d 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0125: 49 c1 e8 20 4c 8b 5c 24 18
; line 44: addc.cc.u32  d7, a7, b7;
;   0x012e: 4d 03 c3 4c 8b 64 24 10 4d 03 e0 4d 89 e3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x013c: 49 c1 eb 20
; line 37: add.cc.u32   d0, a0, b0;
;   0x0140: 44 8b c0 4c 8b 7c 24 08
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0148: 49 6b c7 48 4c 89 04 06
; line 38: addc.cc.u32  d1, a1, b1;
;   0x0150: 8b c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0152: 48 89 4c 06 08
; line 39: addc.cc.u32  d2, a2, b2;
;   0x0157: 41 8b c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x015a: 48 89 4c 06 10
; line 40: addc.cc.u32  d3, a3, b3;
;   0x015f: 8b cb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0161: 48 89 4c 06 18
; line 41: addc.cc.u32  d4, a4, b4;
;   0x0166: 45 8b c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0169: 4c 89 44 06 20
; line 42: addc.cc.u32  d5, a5, b5;
;   0x016e: 44 8b c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0171: 4c 89 44 06 28
; line 43: addc.cc.u32  d6, a6, b6;
;   0x0176: 45 8b c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0179: 4c 89 44 06 30
; line 44: addc.cc.u32  d7, a7, b7;
;   0x017e: 45 8b c4
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0181: 4c 89 44 06 38 4c 89 5c 06 40 49 81 c7 01 00 00
;   0x0191: 00 48 8b 14 24 4c 89 7c 24 08 4c 3b fa 0f 83 0e
;   0x01a1: 00 00 00
; (no source location: register moves, constants, padding)
;   0x01a4: 4c 8b 7c 24 08 48 89 14 24
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01ad: e9 97 fe ff ff
; (no source location: register moves, constants, padding)
;   0x01b2: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x01b5: 48 8b 5c 24 40 4c 8b 64 24 48 4c 8b 6c 24 50 4c
;   0x01c5: 8b 74 24 58 4c 8b 7c 24 60 48 83 c4 70 48 89 ec
;   0x01d5: 5d c3
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x70, %rsp
  movq %rbx, 0x40(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x48(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x50(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x58(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x60(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  uninit  %r8
  xorq %r8, %r8
  movq %r8, <offset:1>+8(%rsp)
  testq %rdx, %rdx
  movq %rdx, <offset:1>+(%rsp)
  jnz     label1; j label2
block1:
  movq <offset:1>+8(%rsp), %r15
  jmp     label3
block2:
  movq <offset:1>+(%rsp), %rax
  jmp     label7
block3:
  movq %r15, %rax
  shlq $0x7, %rax
  movl (%rdi, %rax), %ecx
  movl 0x40(%rdi, %rax), %edx
  movl 8(%rdi, %rax), %r13d
  movl 0x48(%rdi, %rax), %r8d
  movl 0x10(%rdi, %rax), %r9d
  movl 0x50(%rdi, %rax), %r12d
  movl 0x18(%rdi, %rax), %ebx
  movl 0x58(%rdi, %rax), %r11d
  movl 0x20(%rdi, %rax), %r14d
  movl 0x60(%rdi, %rax), %r10d
  movl 0x28(%rdi, %rax), %r15d
  movq %r15, <offset:1>+0x38(%rsp)
  movl 0x68(%rdi, %rax), %r15d
  movq %r15, <offset:1>+0x30(%rsp)
  movl 0x30(%rdi, %rax), %r15d
  movq %r15, <offset:1>+0x28(%rsp)
  movl 0x70(%rdi, %rax), %r15d
  movq %r15, <offset:1>+0x20(%rsp)
  movl 0x38(%rdi, %rax), %r15d
  movq %r15, <offset:1>+0x18(%rsp)
  movl 0x78(%rdi, %rax), %eax
  movq %rax, <offset:1>+0x10(%rsp)
  leaq (%rcx, %rdx), %rax
  movq %rax, %rcx
  shrq $0x20, %rcx
  leaq (%rcx, %r13), %rcx
  leaq (%rcx, %r8), %rcx
  movq %rcx, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %r9), %rdx
  leaq (%rdx, %r12), %r9
  movq %r9, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %rbx), %rdx
  leaq (%rdx, %r11), %rbx
  movq %rbx, %rdx
  shrq $0x20, %rdx
  leaq (%rdx, %r14), %rdx
  leaq (%rdx, %r10), %r14
  movq %r14, %rdx
  shrq $0x20, %rdx
  movq <offset:1>+0x38(%rsp), %r10
  leaq (%rdx, %r10), %rdx
  movq <offset:1>+0x30(%rsp), %r15
  leaq (%rdx, %r15), %rdx
  movq %rdx, %r8
  shrq $0x20, %r8
  movq <offset:1>+0x28(%rsp), %r13
  leaq (%r8, %r13), %r8
  movq <offset:1>+0x20(%rsp), %r10
  leaq (%r8, %r10), %r10
  movq %r10, %r8
  shrq $0x20, %r8
  movq <offset:1>+0x18(%rsp), %r11
  leaq (%r8, %r11), %r8
  movq <offset:1>+0x10(%rsp), %r12
  leaq (%r8, %r12), %r12
  movq %r12, %r11
  shrq $0x20, %r11
  jmp     label4
block4:
  movl %eax, %r8d
  movq <offset:1>+8(%rsp), %r15
  imulq $0x48, %r15, %rax
  movq %r8, (%rsi, %rax)
  movl %ecx, %ecx
  movq %rcx, 8(%rsi, %rax)
  movl %r9d, %ecx
  movq %rcx, 0x10(%rsi, %rax)
  movl %ebx, %ecx
  movq %rcx, 0x18(%rsi, %rax)
  movl %r14d, %r8d
  movq %r8, 0x20(%rsi, %rax)
  movl %edx, %r8d
  movq %r8, 0x28(%rsi, %rax)
  movl %r10d, %r8d
  movq %r8, 0x30(%rsi, %rax)
  movl %r12d, %r8d
  movq %r8, 0x38(%rsi, %rax)
  movq %r11, 0x40(%rsi, %rax)
  leaq 1(%r15), %r15
  movq <offset:1>+(%rsp), %rdx
  movq %r15, <offset:1>+8(%rsp)
  cmpq %rdx, %r15
  jb      label5; j label6
block5:
  movq <offset:1>+8(%rsp), %r15
  movq %rdx, <offset:1>+(%rsp)
  jmp     label3
block6:
  movq %rdx, %rax
  jmp     label7
block7:
  movq 0x40(%rsp), %rbx
  movq 0x48(%rsp), %r12
  movq 0x50(%rsp), %r13
  movq 0x58(%rsp), %r14
  movq 0x60(%rsp), %r15
  addq $0x70, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
; 471 bytes

; function sub8
; sub8 (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 83 ec 30 48 89 1c 24 4c 89 64 24
;   0x0010: 08 4c 89 6c 24 10 4c 89 74 24 18 4c 89 7c 24 20
;   0x0020: 4d 33 c0 48 85 d2 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x002c: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x002f: e9 59 01 00 00
; (no source location: register moves, constants, padding)
;   0x0034: 4c 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0037: 48 c1 e1 07
; line 54: sub.cc.u32   d0, a0, b0;
;   0x003b: 8b 04 0f 44 8b 4c 0f 40 8b c0 41 f7 d1 45 8b c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x004b: 4a 8d 44 08 01
; line 55: subc.cc.u32  d1, a1, b1;
;   0x0050: 44 8b 4c 0f 08 44 8b 54 0f 48 45 8b c9 41 f7 d2
;   0x0060: 45 8b d2 4d 03 ca 49 89 c2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0069: 49 c1 ea 20
; line 55: subc.cc.u32  d1, a1, b1;
;   0x006d: 4d 03 ca
; line 56: subc.cc.u32  d2, a2, b2;
;   0x0070: 44 8b 54 0f 10 44 8b 5c 0f 50 45 8b d2 41 f7 d3
;   0x0080: 45 8b db 4d 03 d3 4d 89 cb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0089: 49 c1 eb 20
; line 56: subc.cc.u32  d2, a2, b2;
;   0x008d: 4d 03 d3
; line 57: subc.cc.u32  d3, a3, b3;
;   0x0090: 44 8b 5c 0f 18 8b 5c 0f 58 45 8b db f7 d3 8b db
;   0x00a0: 4c 03 db 4c 89 d3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00a6: 48 c1 eb 20
; line 57: subc.cc.u32  d3, a3, b3;
;   0x00aa: 4c 03 db
; line 58: subc.cc.u32  d4, a4, b4;
;   0x00ad: 8b 5c 0f 20 44 8b 64 0f 60 8b db 41 f7 d4 45 8b
;   0x00bd: e4 49 03 dc 4d 89 dc
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00c4: 49 c1 ec 20
; line 58: subc.cc.u32  d4, a4, b4;
;   0x00c8: 49 03 dc
; line 59: subc.cc.u32  d5, a5, b5;
;   0x00cb: 44 8b 64 0f 28 44 8b 6c 0f 68 45 8b e4 41 f7 d5
;   0x00db: 45 8b ed 4d 03 e5 49 89 dd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00e4: 49 c1 ed 20
; line 59: subc.cc.u32  d5, a5, b5;
;   0x00e8: 4d 03 e5
; line 60: subc.cc.u32  d6, a6, b6;
;   0x00eb: 44 8b 6c 0f 30 44 8b 74 0f 70 45 8b ed 41 f7 d6
;   0x00fb: 45 8b f6 4d 03 ee 4d 89 e6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0104: 49 c1 ee 20
; line 60: subc.cc.u32  d6, a6, b6;
;   0x0108: 4d 03 ee
; line 61: subc.cc.u32  d7, a7, b7;
;   0x010b: 44 8b 7c 0f 38 44 8b 74 0f 78 41 8b cf 41 f7 d6
;   0x011b: 45 8b f6 49 03 ce 4d 89 ee
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0124: 49 c1 ee 20
; line 61: subc.cc.u32  d7, a7, b7;
;   0x0128: 4c 03 f1 4c 89 f1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x012e: 48 c1 e9 20
;   0x0132: 44 8b f8 49 6b c0 48 4c 89 3c 06 45 8b c9 4c 89
;   0x0142: 4c 06 08 45 8b ca 4c 89 4c 06 10 45 8b cb 4c 89
;   0x0152: 4c 06 18 44 8b cb 4c 89 4c 06 20 45 8b cc 4c 89
;   0x0162: 4c 06 28 45 8b cd 4c 89 4c 06 30 45 8b ce 4c 89
;   0x0172: 4c 06 38 48 89 4c 06 40 49 81 c0 01 00 00 00 4c
;   0x0182: 3b c2 0f 82 aa fe ff ff
; (no source location: register moves, constants, padding)
;   0x018a: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x018d: 48 8b 1c 24 4c 8b 64 24 08 4c 8b 6c 24 10 4c 8b
;   0x019d: 74 24 18 4c 8b 7c 24 20 48 83 c4 30 48 89 ec 5d
;   0x01ad: c3
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x30, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
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
  shlq $0x7, %rcx
  movl (%rdi, %rcx), %eax
  movl 0x40(%rdi, %rcx), %r9d
  movl %eax, %eax
  notl %r9d
  movl %r9d, %r9d
  leaq 1(%rax, %r9), %rax
  movl 8(%rdi, %rcx), %r9d
  movl 0x48(%rdi, %rcx), %r10d
  movl %r9d, %r9d
  notl %r10d
  movl %r10d, %r10d
  leaq (%r9, %r10), %r9
  movq %rax, %r10
  shrq $0x20, %r10
  leaq (%r9, %r10), %r9
  movl 0x10(%rdi, %rcx), %r10d
  movl 0x50(%rdi, %rcx), %r11d
  movl %r10d, %r10d
  notl %r11d
  movl %r11d, %r11d
  leaq (%r10, %r11), %r10
  movq %r9, %r11
  shrq $0x20, %r11
  leaq (%r10, %r11), %r10
  movl 0x18(%rdi, %rcx), %r11d
  movl 0x58(%rdi, %rcx), %ebx
  movl %r11d, %r11d
  notl %ebx
  movl %ebx, %ebx
  leaq (%r11, %rbx), %r11
  movq %r10, %rbx
  shrq $0x20, %rbx
  leaq (%r11, %rbx), %r11
  movl 0x20(%rdi, %rcx), %ebx
  movl 0x60(%rdi, %rcx), %r12d
  movl %ebx, %ebx
  notl %r12d
  movl %r12d, %r12d
  leaq (%rbx, %r12), %rbx
  movq %r11, %r12
  shrq $0x20, %r12
  leaq (%rbx, %r12), %rbx
  movl 0x28(%rdi, %rcx), %r12d
  movl 0x68(%rdi, %rcx), %r13d
  movl %r12d, %r12d
  notl %r13d
  movl %r13d, %r13d
  leaq (%r12, %r13), %r12
  movq %rbx, %r13
  shrq $0x20, %r13
  leaq (%r12, %r13), %r12
  movl 0x30(%rdi, %rcx), %r13d
  movl 0x70(%rdi, %rcx), %r14d
  movl %r13d, %r13d
  notl %r14d
  movl %r14d, %r14d
  leaq (%r13, %r14), %r13
  movq %r12, %r14
  shrq $0x20, %r14
  leaq (%r13, %r14), %r13
  movl 0x38(%rdi, %rcx), %r15d
  movl 0x78(%rdi, %rcx), %r14d
  movl %r15d, %ecx
  notl %r14d
  movl %r14d, %r14d
  leaq (%rcx, %r14), %rcx
  movq %r13, %r14
  shrq $0x20, %r14
  leaq (%rcx, %r14), %r14
  movq %r14, %rcx
  shrq $0x20, %rcx
  jmp     label4
block4:
  movl %eax, %r15d
  imulq $0x48, %r8, %rax
  movq %r15, (%rsi, %rax)
  movl %r9d, %r9d
  movq %r9, 8(%rsi, %rax)
  movl %r10d, %r9d
  movq %r9, 0x10(%rsi, %rax)
  movl %r11d, %r9d
  movq %r9, 0x18(%rsi, %rax)
  movl %ebx, %r9d
  movq %r9, 0x20(%rsi, %rax)
  movl %r12d, %r9d
  movq %r9, 0x28(%rsi, %rax)
  movl %r13d, %r9d
  movq %r9, 0x30(%rsi, %rax)
  movl %r14d, %r9d
  movq %r9, 0x38(%rsi, %rax)
  movq %rcx, 0x40(%rsi, %rax)
  leaq 1(%r8), %r8
  cmpq %rdx, %r8
  jb      label5; j label6
block5:
  jmp     label3
block6:
  movq %rdx, %rax
  jmp     label7
block7:
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  movq 0x18(%rsp), %r14
  movq 0x20(%rsp), %r15
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
; 430 bytes

; function addsub4
; addsub4 (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 83 ec 30 48 89 1c 24 4c 89 64 24
;   0x0010: 08 4c 89 6c 24 10 4c 89 74 24 18 4c 89 7c 24 20
;   0x0020: 4d 33 c0 48 85 d2 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x002c: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x002f: e9 09 01 00 00
;   0x0034: 4d 6b c8 60
; line 73: add.cc.u32   s0, a0, b0;
;   0x0038: 46 8b 1c 0f 46 8b 7c 0f 20 42 8b 44 0f 08 46 8b
;   0x0048: 74 0f 28 46 8b 64 0f 10 46 8b 6c 0f 30 46 8b 54
;   0x0058: 0f 18 42 8b 4c 0f 38 4d 03 df 4d 89 df
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0065: 49 c1 ef 20
; line 74: addc.cc.u32  s1, a1, b1;
;   0x0069: 49 03 c7 49 03 c6 49 89 c6
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0072: 49 c1 ee 20
; line 75: addc.cc.u32  s2, a2, b2;
;   0x0076: 4d 03 e6 4d 03 e5 4d 89 e5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x007f: 49 c1 ed 20
; line 76: addc.cc.u32  s3, a3, b3;
;   0x0083: 4d 03 d5 49 03 ca 49 89 ca
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x008c: 49 c1 ea 20
; line 78: sub.cc.u32   r0, s0, c0;
;   0x0090: 42 8b 5c 0f 40
; line 73: add.cc.u32   s0, a0, b0;
;   0x0095: 45 8b db
; line 78: sub.cc.u32   r0, s0, c0;
;   0x0098: f7 d3 44 8b eb
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x009d: 4f 8d 5c 2b 01
; line 79: subc.cc.u32  r1, s1, c1;
;   0x00a2: 42 8b 5c 0f 48
; line 74: addc.cc.u32  s1, a1, b1;
;   0x00a7: 8b c0
; line 79: subc.cc.u32  r1, s1, c1;
;   0x00a9: f7 d3 44 8b eb 49 03 c5 4d 89 dd
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00b4: 49 c1 ed 20
; line 79: subc.cc.u32  r1, s1, c1;
;   0x00b8: 49 03 c5
; line 80: subc.cc.u32  r2, s2, c2;
;   0x00bb: 42 8b 5c 0f 50
; line 75: addc.cc.u32  s2, a2, b2;
;   0x00c0: 45 8b e4
; line 80: subc.cc.u32  r2, s2, c2;
;   0x00c3: f7 d3 44 8b eb 4d 03 e5 49 89 c5
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00ce: 49 c1 ed 20
; line 80: subc.cc.u32  r2, s2, c2;
;   0x00d2: 4d 03 e5
; line 81: subc.cc.u32  r3, s3, c3;
;   0x00d5: 42 8b 5c 0f 58
; line 76: addc.cc.u32  s3, a3, b3;
;   0x00da: 44 8b c9
; line 81: subc.cc.u32  r3, s3, c3;
;   0x00dd: f7 d3 8b cb 4c 03 c9 4c 89 e1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00e7: 48 c1 e9 20
; line 81: subc.cc.u32  r3, s3, c3;
;   0x00eb: 4c 03 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00ee: b9 ff ff ff ff 4c 03 d1 4c 89 c9 48 c1 e9 20
; line 82: subc.u32     r4, s4, 0;
;   0x00fd: 4c 03 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0100: 41 8b cb 4d 6b d8 28 4a 89 0c 1e 8b c0 4a 89 44
;   0x0110: 1e 08 41 8b c4 4a 89 44 1e 10 45 8b c9 4e 89 4c
;   0x0120: 1e 18 45 8b ca 4e 89 4c 1e 20 49 81 c0 01 00 00
;   0x0130: 00 4c 3b c2 0f 82 fa fe ff ff
; (no source location: register moves, constants, padding)
;   0x013a: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x013d: 48 8b 1c 24 4c 8b 64 24 08 4c 8b 6c 24 10 4c 8b
;   0x014d: 74 24 18 4c 8b 7c 24 20 48 83 c4 30 48 89 ec 5d
;   0x015d: c3
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x30, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
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
  imulq $0x60, %r8, %r9
  movl (%rdi, %r9), %r11d
  movl 0x20(%rdi, %r9), %r15d
  movl 8(%rdi, %r9), %eax
  movl 0x28(%rdi, %r9), %r14d
  movl 0x10(%rdi, %r9), %r12d
  movl 0x30(%rdi, %r9), %r13d
  movl 0x18(%rdi, %r9), %r10d
  movl 0x38(%rdi, %r9), %ecx
  leaq (%r11, %r15), %r11
  movq %r11, %r15
  shrq $0x20, %r15
  leaq (%r15, %rax), %rax
  leaq (%rax, %r14), %rax
  movq %rax, %r14
  shrq $0x20, %r14
  leaq (%r14, %r12), %r12
  leaq (%r12, %r13), %r12
  movq %r12, %r13
  shrq $0x20, %r13
  leaq (%r13, %r10), %r10
  leaq (%r10, %rcx), %rcx
  movq %rcx, %r10
  shrq $0x20, %r10
  movl 0x40(%rdi, %r9), %ebx
  movl %r11d, %r11d
  notl %ebx
  movl %ebx, %r13d
  leaq 1(%r11, %r13), %r11
  movl 0x48(%rdi, %r9), %ebx
  movl %eax, %eax
  notl %ebx
  movl %ebx, %r13d
  leaq (%rax, %r13), %rax
  movq %r11, %r13
  shrq $0x20, %r13
  leaq (%rax, %r13), %rax
  movl 0x50(%rdi, %r9), %ebx
  movl %r12d, %r12d
  notl %ebx
  movl %ebx, %r13d
  leaq (%r12, %r13), %r12
  movq %rax, %r13
  shrq $0x20, %r13
  leaq (%r12, %r13), %r12
  movl 0x58(%rdi, %r9), %ebx
  movl %ecx, %r9d
  notl %ebx
  movl %ebx, %ecx
  leaq (%r9, %rcx), %r9
  movq %r12, %rcx
  shrq $0x20, %rcx
  leaq (%r9, %rcx), %r9
  movl $0xffffffff, %ecx
  leaq (%r10, %rcx), %r10
  movq %r9, %rcx
  shrq $0x20, %rcx
  leaq (%r10, %rcx), %r10
  jmp     label4
block4:
  movl %r11d, %ecx
  imulq $0x28, %r8, %r11
  movq %rcx, (%rsi, %r11)
  movl %eax, %eax
  movq %rax, 8(%rsi, %r11)
  movl %r12d, %eax
  movq %rax, 0x10(%rsi, %r11)
  movl %r9d, %r9d
  movq %r9, 0x18(%rsi, %r11)
  movl %r10d, %r9d
  movq %r9, 0x20(%rsi, %r11)
  leaq 1(%r8), %r8
  cmpq %rdx, %r8
  jb      label5; j label6
block5:
  jmp     label3
block6:
  movq %rdx, %rax
  jmp     label7
block7:
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  movq 0x18(%rsp), %r14
  movq 0x20(%rsp), %r15
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
; 350 bytes

