; function mul64x64
; mul64x64 (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5
;   0x0004: 4d 33 c0 48 85 d2 49 89 d3 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0013: 4c 89 d8
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0016: e9 70 00 00 00
; (no source location: register moves, constants, padding)
;   0x001b: 4c 89 c0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x001e: 48 c1 e0 05
; line 9: mul.lo.u32      r0, r4, r6;      // r0 = (r4*r6).[31:0], no carry-out
;   0x0022: 8b 0c 07 8b 54 07 10
; line 11: mad.lo.cc.u32   r1, r5, r6, r1;  // r1 += (r5*r6).[31:0], may carry-out
;   0x0029: 44 8b 4c 07 08
; line 13: mad.lo.cc.u32   r1, r4, r7, r1;  // r1 += (r4*r7).[31:0], may carry-out
;   0x002e: 44 8b 54 07 18
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0033: 49 c1 e2 20
; line 17: madc.hi.u32     r3, r5, r7, r3;  // r3 += (r5*r7).[63:32] + carry-in
;   0x0037: 49 0b d2
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x003a: 49 c1 e1 20
; line 17: madc.hi.u32     r3, r5, r7, r3;  // r3 += (r5*r7).[63:32] + carry-in
;   0x003e: 49 0b c9 49 89 d1 4c 0f af c9 45 8b d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x004b: 49 c1 e9 20
; line 17: madc.hi.u32     r3, r5, r7, r3;  // r3 += (r5*r7).[63:32] + carry-in
;   0x004f: c4 e2 f3 f6 c9 8b d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0056: 48 c1 e9 20
;   0x005a: 4c 89 14 06 4c 89 4c 06 08 48 89 54 06 10 48 89
;   0x006a: 4c 06 18 49 81 c0 01 00 00 00 4c 89 da 4c 3b c2
;   0x007a: 0f 83 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0080: 49 89 d3
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0083: e9 93 ff ff ff
; (no source location: register moves, constants, padding)
;   0x0088: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x008b: 48 89 ec 5d c3
; VCode (host instructions in address order, no offsets):
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %r8
  xorq %r8, %r8
  testq %rdx, %rdx
  movq %rdx, %r11
  jnz     label1; j label2
block1:
  jmp     label3
block2:
  movq %r11, %rax
  jmp     label7
block3:
  movq %r8, %rax
  shlq $0x5, %rax
  movl (%rdi, %rax), %ecx
  movl 0x10(%rdi, %rax), %edx
  movl 8(%rdi, %rax), %r9d
  movl 0x18(%rdi, %rax), %r10d
  shlq $0x20, %r10
  orq %r10, %rdx
  shlq $0x20, %r9
  orq %r9, %rcx
  movq %rdx, %r9
  imulq %rcx, %r9
  movl %r9d, %r10d
  shrq $0x20, %r9
  mulxq %rcx, %rcx, %rcx ;; implicit: %rdx
  movl %ecx, %edx
  shrq $0x20, %rcx
  jmp     label4
block4:
  movq %r10, (%rsi, %rax)
  movq %r9, 8(%rsi, %rax)
  movq %rdx, 0x10(%rsi, %rax)
  movq %rcx, 0x18(%rsi, %rax)
  leaq 1(%r8), %r8
  movq %r11, %rdx
  cmpq %rdx, %r8
  jb      label5; j label6
block5:
  movq %rdx, %r11
  jmp     label3
block6:
  movq %rdx, %rax
  jmp     label7
block7:
  movq %rbp, %rsp
  popq %rbp
  retq
; 144 bytes

