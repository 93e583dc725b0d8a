// Corpus kernel 'aes128_ctr'.
// Origin: https://github.com/burcel/aes-cuda (commit 0c6203be90308457769687db40022866977a047c)
//   aes-cuda/kernel.h (lines 1,4;10,39;80,82)
//   aes-cuda/file-encryption.cuh (lines 24,24;26,171)
// License: MIT (Copyright (c) 2019 Burak Celik, LICENSE)
// Copied verbatim except: host code dropped (the host key expansion and the
// host-side T0/T4 tables: the corpus passes the tables as buffers, made by
// reference.py from the FIPS-197 S-box), project includes replaced by
// cuda_min.h.
#include "cuda_min.h"
// ---- from aes-cuda/kernel.h ----
typedef unsigned char			u8;
typedef unsigned short			u16;
typedef unsigned int			u32;
typedef unsigned long long	    u64;
#define SHARED_MEM_BANK_SIZE			32
#define S_BOX_BANK_SIZE					8
#define TABLE_SIZE						256
#define RCON_SIZE						10
#define U32_SIZE						4
#define MAX_U32							4294967295
#define MAX_U16							0x0000FFFF
#define BYTE_COUNT						16  // 128 / 8
#define PARTLY_DIVIDE_THRESHOLD			110

#define AES_128_KEY_LEN_INT 4
#define AES_192_KEY_LEN_INT 6
#define AES_256_KEY_LEN_INT 8

#define AES_128_KEY_SIZE_INT	44
#define AES_192_KEY_SIZE_INT	52
#define AES_256_KEY_SIZE_INT	60

#define ROUND_COUNT						10
#define ROUND_COUNT_MIN_1				9
#define ROUND_COUNT_192					12
#define ROUND_COUNT_MIN_1_192			11
#define ROUND_COUNT_256					14
#define ROUND_COUNT_MIN_1_256			13

// __byte_perm Constants
// u32 t = __byte_perm(x, y, selector);
#define SHIFT_1_RIGHT			17185  // 0x00004321U i.e. ( >> 8 )
#define SHIFT_2_RIGHT			21554  // 0x00005432U i.e. ( >> 16 )
#define SHIFT_3_RIGHT			25923  // 0x00006543U i.e. ( >> 24 )
__device__ u32 arithmeticRightShift(u32 x, u32 n) { return (x >> n) | (x << (-n & 31)); }
__device__ u32 arithmetic16bitRightShift(u32 x, u32 n, u32 n2Power) { return (x >> n) | ((x & n2Power) << (-n & 15)); }
__device__ u32 arithmeticRightShiftBytePerm(u32 x, u32 n) { return __byte_perm(x, x, n); }
// ---- from aes-cuda/file-encryption.cuh ----
__device__ u32 fileEncryptionTotalG = 0;
// CTR encryption with one table extended as 32 columns
// 1 Table [256][32] -> arithmetic shift: __byte_perm function
// SBox[256] is partly expanded
__global__ void fileEncryption128counterWithOneTableExtendedSharedMemoryBytePermPartlyExtendedSBox(u32* pt, u32* ct, u32* rk, u32* t0G, u32* t4G,  
	u32* encryptionCountG, u32* threadCountG) {

	int threadIndex = blockIdx.x * blockDim.x + threadIdx.x;
	int warpThreadIndex = threadIdx.x & 31;
	int warpThreadIndexSBox = warpThreadIndex % S_BOX_BANK_SIZE;

	// <SHARED MEMORY>
	__shared__ u32 t0S[TABLE_SIZE][SHARED_MEM_BANK_SIZE];
	__shared__ u32 t4S[TABLE_SIZE][S_BOX_BANK_SIZE];
	__shared__ u32 rkS[AES_128_KEY_SIZE_INT];

	if (threadIdx.x < TABLE_SIZE) {
		for (u8 bankIndex = 0; bankIndex < SHARED_MEM_BANK_SIZE; bankIndex++) {
			t0S[threadIdx.x][bankIndex] = t0G[threadIdx.x];
		}

		for (u8 bankIndex = 0; bankIndex < S_BOX_BANK_SIZE; bankIndex++) {
			t4S[threadIdx.x][bankIndex] = t4G[threadIdx.x];
		}

		if (threadIdx.x < AES_128_KEY_SIZE_INT) {
			rkS[threadIdx.x] = rk[threadIdx.x];
		}

	}
	// </SHARED MEMORY>

	// Wait until every thread is ready
	__syncthreads();

	u32 pt0Init, pt1Init, pt2Init, pt3Init, s0, s1, s2, s3;
	pt0Init = pt[0];
	pt1Init = pt[1];
	pt2Init = pt[2];
	pt3Init = pt[3];

	u32 pt2Max, pt3Max, threadCount = *threadCountG;
	u64 threadRangeStart = pt2Init;
	threadRangeStart = threadRangeStart << 32;
	threadRangeStart ^= pt3Init;
	threadRangeStart += *encryptionCountG;
	pt2Max = threadRangeStart >> 32;
	pt3Max = threadRangeStart & 0xFFFFFFFF;

	// Initialize plaintext
	pt3Init += threadIndex;
	if (pt3Init < threadIndex) {
		pt2Init++;
	}

	if (pt2Init >= pt2Max && pt3Init >= pt3Max) {
		return;
	}

	// Initialize ciphertext index
	u64 ctIndex = threadIndex*4;

	//if (threadIndex == 0) {
	//	printf("Boundry: %08x %08x\n", pt2Max, pt3Max);
	//	printf("threadCount: %08x\n", threadCount);
	//	printf("encryptionCountG: %08x\n", *encryptionCountG);
	//}

	for (;;) {

		// Create plaintext as 32 bit unsigned integers
		s0 = pt0Init;
		s1 = pt1Init;
		s2 = pt2Init;
		s3 = pt3Init;

		// First round just XORs input with key.
		s0 = s0 ^ rkS[0];
		s1 = s1 ^ rkS[1];
		s2 = s2 ^ rkS[2];
		s3 = s3 ^ rkS[3];

		u32 t0, t1, t2, t3;
		for (u8 roundCount = 0; roundCount < ROUND_COUNT_MIN_1; roundCount++) {

			// Table based round function
			u32 rkStart = roundCount * 4 + 4;
			t0 = t0S[s0 >> 24][warpThreadIndex] ^ arithmeticRightShiftBytePerm(t0S[(s1 >> 16) & 0xFF][warpThreadIndex], SHIFT_1_RIGHT) ^ arithmeticRightShiftBytePerm(t0S[(s2 >> 8) & 0xFF][warpThreadIndex], SHIFT_2_RIGHT) ^ arithmeticRightShiftBytePerm(t0S[s3 & 0xFF][warpThreadIndex], SHIFT_3_RIGHT) ^ rkS[rkStart];
			t1 = t0S[s1 >> 24][warpThreadIndex] ^ arithmeticRightShiftBytePerm(t0S[(s2 >> 16) & 0xFF][warpThreadIndex], SHIFT_1_RIGHT) ^ arithmeticRightShiftBytePerm(t0S[(s3 >> 8) & 0xFF][warpThreadIndex], SHIFT_2_RIGHT) ^ arithmeticRightShiftBytePerm(t0S[s0 & 0xFF][warpThreadIndex], SHIFT_3_RIGHT) ^ rkS[rkStart + 1];
			t2 = t0S[s2 >> 24][warpThreadIndex] ^ arithmeticRightShiftBytePerm(t0S[(s3 >> 16) & 0xFF][warpThreadIndex], SHIFT_1_RIGHT) ^ arithmeticRightShiftBytePerm(t0S[(s0 >> 8) & 0xFF][warpThreadIndex], SHIFT_2_RIGHT) ^ arithmeticRightShiftBytePerm(t0S[s1 & 0xFF][warpThreadIndex], SHIFT_3_RIGHT) ^ rkS[rkStart + 2];
			t3 = t0S[s3 >> 24][warpThreadIndex] ^ arithmeticRightShiftBytePerm(t0S[(s0 >> 16) & 0xFF][warpThreadIndex], SHIFT_1_RIGHT) ^ arithmeticRightShiftBytePerm(t0S[(s1 >> 8) & 0xFF][warpThreadIndex], SHIFT_2_RIGHT) ^ arithmeticRightShiftBytePerm(t0S[s2 & 0xFF][warpThreadIndex], SHIFT_3_RIGHT) ^ rkS[rkStart + 3];

			s0 = t0;
			s1 = t1;
			s2 = t2;
			s3 = t3;

		}

		// Calculate the last round key
		// Last round uses s-box directly and XORs to produce output.
		s0 = (t4S[t0 >> 24][warpThreadIndexSBox] & 0xFF000000) ^ (t4S[(t1 >> 16) & 0xff][warpThreadIndexSBox] & 0x00FF0000) ^ (t4S[(t2 >> 8) & 0xff][warpThreadIndexSBox] & 0x0000FF00) ^ (t4S[(t3) & 0xFF][warpThreadIndexSBox] & 0x000000FF) ^ rkS[40];
		s1 = (t4S[t1 >> 24][warpThreadIndexSBox] & 0xFF000000) ^ (t4S[(t2 >> 16) & 0xff][warpThreadIndexSBox] & 0x00FF0000) ^ (t4S[(t3 >> 8) & 0xff][warpThreadIndexSBox] & 0x0000FF00) ^ (t4S[(t0) & 0xFF][warpThreadIndexSBox] & 0x000000FF) ^ rkS[41];
		s2 = (t4S[t2 >> 24][warpThreadIndexSBox] & 0xFF000000) ^ (t4S[(t3 >> 16) & 0xff][warpThreadIndexSBox] & 0x00FF0000) ^ (t4S[(t0 >> 8) & 0xff][warpThreadIndexSBox] & 0x0000FF00) ^ (t4S[(t1) & 0xFF][warpThreadIndexSBox] & 0x000000FF) ^ rkS[42];
		s3 = (t4S[t3 >> 24][warpThreadIndexSBox] & 0xFF000000) ^ (t4S[(t0 >> 16) & 0xff][warpThreadIndexSBox] & 0x00FF0000) ^ (t4S[(t1 >> 8) & 0xff][warpThreadIndexSBox] & 0x0000FF00) ^ (t4S[(t2) & 0xFF][warpThreadIndexSBox] & 0x000000FF) ^ rkS[43];

		// Allocate ciphertext
		ct[ctIndex    ] = s0;
		ct[ctIndex + 1] = s1;
		ct[ctIndex + 2] = s2;
		ct[ctIndex + 3] = s3;

		//if (pt3Init+1 == 0x05ea2a80) {
		//	printf("-------------------------------\n");
		//	printf("threadIndex : %d\n", threadIndex);
		//	printf("Plaintext   : %08x %08x %08x %08x\n", pt0Init, pt1Init, pt2Init, pt3Init);
		//	printf("Ciphertext  : %08x %08x %08x %08x\n", s0, s1, s2, s3);
		//	printf("Ciphertext index  : %d %d %d %d\n", ctIndex, ctIndex + 1, ctIndex + 2, ctIndex + 3);
		//	printf("-------------------------------\n");
		//}

		// Increase plaintext
		pt3Init += threadCount;
		if (pt3Init < threadCount) {
			pt2Init++;
		}

		// Ciphertext index
		ctIndex += threadCount * 4;

		//atomicAdd(&fileEncryptionTotalG, 1);

		if (pt2Init >= pt2Max && pt3Init >= pt3Max) {
			break;
		}

	}

	//if (threadIndex == 0) {
	//	printf("threadIndex : %d\n", threadIndex);
	//	printf("Plaintext   : %08x %08x %08x %08x\n", pt0Init, pt1Init, pt2Init, pt3Init);
	//	printf("Ciphertext  : %08x %08x %08x %08x\n", s0, s1, s2, s3);
	//	printf("Ciphertext index  : %d %d %d %d\n", ctIndex, ctIndex+1, ctIndex+2, ctIndex+3);
	//	printf("-------------------------------\n");
	//}

}
