; function bitmix
; bitmix (batched entry)
; Machine code by PTX line (offset: bytes), in address order. Cranelift's
; VCode listing below has no offsets, so it cannot be split by line.
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0000: 55 48 89 e5 48 83 ec 10 48 89 1c 24
;   0x000c: 4d 33 c0 48 85 d2 0f 85 08 00 00 00
; (no source location: register moves, constants, padding)
;   0x0018: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x001b: e9 c3 00 00 00
;   0x0020: 49 6b c8 18
; line 11: and.b32    p, c, 15;          // pos 0..15
;   0x0024: 44 8b 54 0f 10
; line 15: bfe.u32    x, a, p, l;        // x = a[p+l-1:p]
;   0x0029: 8b 04 0f
; line 16: bfe.s32    s, b, 8, 12;       // s = sext(b[19:8])
;   0x002c: 44 8b 4c 0f 08
; (no source location: register moves, constants, padding)
;   0x0031: 4c 89 d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0034: c1 e9 04 83 e1 0f bb 01 00 00 00 44 8d 59 01 c4
;   0x0044: e2 21 f7 cb 81 c1 ff ff ff ff 41 83 e2 0f c4 e2
;   0x0054: 29 f7 c9
; line 17: bfi.b32    y, x, b, p, l;     // y = b with x inserted at p, l bits
;   0x0057: c4 c2 70 f2 c9
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x005c: c4 e2 2b f7 d8
; line 15: bfe.u32    x, a, p, l;        // x = a[p+l-1:p]
;   0x0061: 41 83 e3 1f c4 62 20 f5 db
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x006a: c4 42 29 f7 d3
; line 17: bfi.b32    y, x, b, p, l;     // y = b with x inserted at p, l bits
;   0x006f: 41 0b ca
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0072: c1 e9 08 81 e1 ff 00 ff 00 41 c1 e1 0c 41 c1 f9
;   0x0082: 14 4d 89 ca 41 81 e2 00 ff 00 ff
; line 18: prmt.b32   z, y, s, 0x7351;   // [s.b3, y.b3, s.b1, y.b1] (y is bytes 0..3, s is 4..7)
;   0x008d: 41 0b ca 49 89 ca
; line 20: xor.b32    d0, z, s;
;   0x0093: 45 33 d1 4d 89 c1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x0099: 49 c1 e1 04 4e 89 14 0e c1 e0 10 49 89 c2 41 81
;   0x00a9: e2 00 00 ff 00 c1 e1 18
; line 19: prmt.b32   d1, a, z, 0x40c9;  // [z.b0, a.b0, sign(z.b0), sign(a.b1)]: selectors 0xc, 0x9 replicate sign bits
;   0x00b1: 44 0b d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00b4: c1 f8 1f 25 ff 00 00 00
; line 19: prmt.b32   d1, a, z, 0x40c9;  // [z.b0, a.b0, sign(z.b0), sign(a.b1)]: selectors 0xc, 0x9 replicate sign bits
;   0x00bc: 44 0b d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00bf: c1 f9 1f 81 e1 00 ff 00 00
; line 19: prmt.b32   d1, a, z, 0x40c9;  // [z.b0, a.b0, sign(z.b0), sign(a.b1)]: selectors 0xc, 0x9 replicate sign bits
;   0x00c8: 44 0b d1
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00cb: 4e 89 54 0e 08 49 81 c0 01 00 00 00 4c 3b c2 0f
;   0x00db: 82 40 ff ff ff
; (no source location: register moves, constants, padding)
;   0x00e0: 48 89 d0
; (no PTX line: prologue, epilogue, argument loads, loop, exits)
;   0x00e3: 48 8b 1c 24 48 83 c4 10 48 89 ec 5d c3
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
  imulq $0x18, %r8, %rcx
  movl 0x10(%rdi, %rcx), %r10d
  movl (%rdi, %rcx), %eax
  movl 8(%rdi, %rcx), %r9d
  jmp     label4
block4:
  movq %r10, %rcx
  shrl $0x4, %ecx
  andl $0xf, %ecx
  movl $0x1, %ebx
  leal 1(%rcx), %r11d
  shlxl %r11d, %ebx, %ecx
  leal -1(%rcx), %ecx
  andl $0xf, %r10d
  shlxl %r10d, %ecx, %ecx
  andnl %r9d, %ecx, %ecx
  shrxl %r10d, %eax, %ebx
  andl $0x1f, %r11d
  bzhil %r11d, %ebx, %r11d
  shlxl %r10d, %r11d, %r10d
  orl %r10d, %ecx
  shrl $0x8, %ecx
  andl $0xff00ff, %ecx
  shll $0xc, %r9d
  sarl $0x14, %r9d
  movq %r9, %r10
  andl $0xff00ff00, %r10d
  orl %r10d, %ecx
  movq %rcx, %r10
  xorl %r9d, %r10d
  movq %r8, %r9
  shlq $0x4, %r9
  movq %r10, (%rsi, %r9)
  shll $0x10, %eax
  movq %rax, %r10
  andl $0xff0000, %r10d
  shll $0x18, %ecx
  orl %ecx, %r10d
  sarl $0x1f, %eax
  andl $0xff, %eax
  orl %eax, %r10d
  sarl $0x1f, %ecx
  andl $0xff00, %ecx
  orl %ecx, %r10d
  movq %r10, 8(%rsi, %r9)
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
; 240 bytes

