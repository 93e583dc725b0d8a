// Corpus kernel 'crc32'.
// Origin: https://github.com/bensuperpc/BenLib lib/CUDA/kernel/crc.cu (commit 0188aaec89c7680cdf553cd64fbda005074ac2e3)
// License: MIT (BenLib repository license)
// The four __global__ kernels verbatim; host wrappers (my::cuda::..., extern "C") dropped;
// crc.h/crc.cuh/crc.hpp replaced by cuda_min.h plus POLY (the reflected CRC-32 polynomial, as in
// the project's OpenCL twin lib/opencl/kernels/crc_kernel.cl).
#include "cuda_min.h"
#define POLY 0xEDB88320


__global__ void CRC32_byte_tableless_kernel(uchar *data, ulong length, uint previousCrc32, uint *resultCrc32)
{
    uint crc = ~previousCrc32; // same as previousCrc32 ^ 0xFFFFFFFF

    while (length-- != 0) {
        uchar s = (uchar)crc ^ *data++;
        uint low = (s ^ (s << 6)) & 0xFF;
        uint a = (low * ((1 << 23) + (1 << 14) + (1 << 2)));
        crc = (crc >> 8) ^ (low * ((1 << 24) + (1 << 16) + (1 << 8))) ^ a ^ (a >> 1) ^ (low * ((1 << 20) + (1 << 12))) ^ (low << 19) ^ (low << 17) ^ (low >> 2);
    }

    *resultCrc32 = ~crc;
}

__global__ void JAMCRC_byte_tableless_kernel(uchar *data, ulong length, uint previousCrc32, uint *resultCrc32)
{
    uint crc = ~previousCrc32; // same as previousCrc32 ^ 0xFFFFFFFF

    while (length-- != 0) {
        uchar s = (uchar)crc ^ *data++;
        uint low = (s ^ (s << 6)) & 0xFF;
        uint a = (low * ((1 << 23) + (1 << 14) + (1 << 2)));
        crc = (crc >> 8) ^ (low * ((1 << 24) + (1 << 16) + (1 << 8))) ^ a ^ (a >> 1) ^ (low * ((1 << 20) + (1 << 12))) ^ (low << 19) ^ (low << 17) ^ (low >> 2);
    }

    *resultCrc32 = crc;
}

__global__ void CRC32_byte_tableless2_kernel(uchar *data, ulong length, uint previousCrc32, uint *resultCrc32)
{
    uint crc = ~previousCrc32;

    while (length-- != 0) {
        crc = crc ^ *data++;
        uint c = (((crc << 31) >> 31) & ((POLY >> 7) ^ (POLY >> 1))) ^ (((crc << 30) >> 31) & ((POLY >> 6) ^ POLY)) ^ (((crc << 29) >> 31) & (POLY >> 5))
                 ^ (((crc << 28) >> 31) & (POLY >> 4)) ^ (((crc << 27) >> 31) & (POLY >> 3)) ^ (((crc << 26) >> 31) & (POLY >> 2))
                 ^ (((crc << 25) >> 31) & (POLY >> 1)) ^ (((crc << 24) >> 31) & POLY);
        crc = (crc >> 8) ^ c;
    }
    *resultCrc32 = ~crc;
}

__global__ void JAMCRC_byte_tableless2_kernel(uchar *data, ulong length, uint previousCrc32, uint *resultCrc32)
{
    uint crc = ~previousCrc32;

    while (length-- != 0) {
        crc = crc ^ *data++;
        uint c = (((crc << 31) >> 31) & ((POLY >> 7) ^ (POLY >> 1))) ^ (((crc << 30) >> 31) & ((POLY >> 6) ^ POLY)) ^ (((crc << 29) >> 31) & (POLY >> 5))
                 ^ (((crc << 28) >> 31) & (POLY >> 4)) ^ (((crc << 27) >> 31) & (POLY >> 3)) ^ (((crc << 26) >> 31) & (POLY >> 2))
                 ^ (((crc << 25) >> 31) & (POLY >> 1)) ^ (((crc << 24) >> 31) & POLY);
        crc = (crc >> 8) ^ c;
    }
    *resultCrc32 = crc;
}
