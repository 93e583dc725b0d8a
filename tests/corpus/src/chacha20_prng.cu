// Corpus kernel 'chacha20_prng'.
// Origin: https://github.com/DPBayes/jax-chacha-prng
//   lib/gpu_kernel.gpu.cpp (commit 85a3916c8bb4c174b1d0b17d69ee5b9bafcb935b): the kernel, verbatim
//   lib/defs.hpp (commit 37aea5086b9bf23f59f3744d632dabc72f3abab9): the constants
//   lib/gpu_kernel.hpp (commit 3414a13c0bd99c1689fea2f029ebcdf2f9ec19bd): the shfl macro (CUDA branch)
// License: Apache-2.0 (SPDX-FileCopyrightText: (c) 2021-2023 Aalto University)
// Host code (gpu_chacha20_block) and the static_asserts/<algorithm> include dropped.
#include "cuda_min.h"
// ---- from lib/defs.hpp ----
constexpr uint ChaChaDoubleRoundCount = 10;
constexpr uint ChaChaStateSizeInWords = 16;
constexpr uint ChaChaStateSizeInBytes = 4 * ChaChaStateSizeInWords;
constexpr uint ChaChaStateWordsPerRow = 4;
constexpr uint ChaChaStateSizeInRows = ChaChaStateSizeInWords / ChaChaStateWordsPerRow;
constexpr uint ThreadsPerState = 4;
constexpr uint WordsPerThread = ChaChaStateSizeInWords / ThreadsPerState;
constexpr uint CUDAMaximumThreadsPerBlock = 1024; // CUDA limit
constexpr uint CUDAMaximumSharedMemorySizeInBytes = 48 * 1024; // for compute capability 3.5, which we currently compile for
constexpr uint TargetThreadsPerBlock = 256;
constexpr uint StatesPerBlock = TargetThreadsPerBlock / ThreadsPerState;
// ---- from lib/gpu_kernel.hpp ----
    #define shfl(x, y, z) __shfl_sync((uint)(-1), x, y, z)
// ---- from lib/gpu_kernel.gpu.cpp ----
__device__ __inline__
uint32_t rotate_left(uint32_t value, uint num_bits)
{
    return (value << num_bits) ^ (value >> (32 - num_bits));
}

union uint32_vec4
{
    struct
    {
        uint32_t a;
        uint32_t b;
        uint32_t c;
        uint32_t d;
    } comp;
    uint32_t arr[4];

    __device__ uint32_t& operator[](int i)
    {
        return arr[i];
    }
};

__device__
uint32_vec4 quarterround_with_shuffle(uint32_vec4 vec)
{
    uint32_t a = vec.comp.a;
    uint32_t b = vec.comp.b;
    uint32_t c = vec.comp.c;
    uint32_t d = vec.comp.d;

    a += b;
    d ^= a;
    d = rotate_left(d, 16);
    c += d;
    b ^= c;
    b = rotate_left(b, 12);
    a += b;
    d ^= a;
    d = rotate_left(d, 8);
    c += d;
    b ^= c;
    b = rotate_left(b, 7);

    return (uint32_vec4){ a, b, c, d };
}

__device__
uint32_vec4 double_round_with_shuffle(uint32_vec4 state)
{
    int state_thread_id = threadIdx.x % ThreadsPerState;

    // quarterround on column
    state = quarterround_with_shuffle(state);

    // shuffle so that thread holds diagonal
    for (int i = 1; i < WordsPerThread; ++i)
    {
        state[i] = shfl(
            state[i], /*srcLane=*/(state_thread_id + i) % ThreadsPerState, /*width=*/ThreadsPerState
        );
    }

    // quarterround on diagonal
    state = quarterround_with_shuffle(state);

    // shuffle back to columns
    for (int i = 1; i < WordsPerThread; ++i)
    {
        state[i] = shfl(
            state[i], /*srcLane=*/(state_thread_id + ThreadsPerState - i) % ThreadsPerState, /*width=*/ThreadsPerState
        );
    }

    return state;
}

__global__
void chacha20_block_with_shuffle(uint32_t* out_state, const uint32_t* in_state, uint num_threads)
{
    // Each block consists of TargetThreadsPerBlock threads and each group of ThreadsPerState threads
    // handle a single state (for a total of StatesPerBlock states in a block).
    // We index into the state buffer by block id and thread group count:
    const uint thread_id = blockIdx.x * blockDim.x + threadIdx.x;
    if (thread_id >= num_threads) return;

    const uint state_thread_id = threadIdx.x % ThreadsPerState;
    const uint block_state_index = threadIdx.x / ThreadsPerState;
    const uint global_state_index = blockIdx.x * StatesPerBlock + block_state_index;
    const uint global_buffer_offset = global_state_index * ChaChaStateSizeInWords;

    uint32_vec4 in_state_vec;

    for (uint i = 0; i < WordsPerThread; ++i)
    {
        in_state_vec[i] = in_state[global_buffer_offset + i*WordsPerThread + state_thread_id];
    }

    uint32_vec4 state_vec = in_state_vec;

    for (uint i = 0; i < ChaChaDoubleRoundCount; ++i)
    {
        state_vec = double_round_with_shuffle(state_vec);
    }

    for (uint i = 0; i < WordsPerThread; ++i)
    {
        out_state[global_buffer_offset + i*WordsPerThread + state_thread_id] = in_state_vec[i] + state_vec[i];
    }
}
