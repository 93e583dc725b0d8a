// stub for NVRTC/clang without a C library (corpus)
#pragma once
#include "cuda_min.h"
