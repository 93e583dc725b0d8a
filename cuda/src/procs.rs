//! `cuGetProcAddress`: the driver's functions by base name and CUDA
//! version (`cuMemAlloc` at 3020 is `cuMemAlloc_v2`), and the functions it
//! knows but does not implement (they return `CUDA_ERROR_NOT_SUPPORTED`
//! and say which on stderr).

use std::ffi::{c_int, c_void};

use super::api::*;
use super::{err, say, CUresult};

macro_rules! not_supported {
    ($($name:ident),* $(,)?) => {
        $(
            #[no_mangle]
            pub extern "C" fn $name() -> CUresult {
                say(concat!(stringify!($name), " is not implemented by ptxjit's driver: CUDA_ERROR_NOT_SUPPORTED"));
                err::NOT_SUPPORTED
            }
        )*
        /// The functions known and not implemented.
        const NOT_SUPPORTED: &[(&str, *mut c_void)] = &[
            $((strip_version(stringify!($name)), $name as *mut c_void),)*
        ];
    };
}

/// `cuFoo_v2` -> `cuFoo` (at compile time).
const fn strip_version(s: &str) -> &str {
    let b = s.as_bytes();
    let n = b.len();
    if n > 3 && b[n - 3] == b'_' && b[n - 2] == b'v' && b[n - 1].is_ascii_digit() {
        // SAFETY-free: a prefix of a str at an ASCII boundary.
        match s.split_at_checked(n - 3) {
            Some((a, _)) => a,
            None => s,
        }
    } else {
        s
    }
}

not_supported!(
    cuMemAllocManaged,
    cuMemPrefetchAsync,
    cuMemAdvise,
    cuMemRangeGetAttribute,
    cuLaunchCooperativeKernel,
    cuStreamBeginCapture_v2,
    cuStreamEndCapture,
    cuStreamGetCaptureInfo_v2,
    cuGraphCreate,
    cuGraphInstantiateWithFlags,
    cuGraphLaunch,
    cuGraphDestroy,
    cuGraphExecDestroy,
    cuTexObjectCreate,
    cuTexObjectDestroy,
    cuSurfObjectCreate,
    cuSurfObjectDestroy,
    cuArrayCreate_v2,
    cuArrayDestroy,
    cuMemcpy3D_v2,
    cuMemcpy3DAsync_v2,
    cuMemcpyPeer,
    cuMemcpyPeerAsync,
    cuMemPoolCreate,
    cuMemPoolDestroy,
    cuDeviceGetDefaultMemPool,
    cuDeviceGetMemPool,
    cuMemAllocFromPoolAsync,
    cuMemHostGetDevicePointer_v2,
    cuMemHostGetFlags,
    cuIpcGetMemHandle,
    cuIpcOpenMemHandle_v2,
    cuIpcCloseMemHandle,
    cuCtxEnablePeerAccess,
    cuCtxDisablePeerAccess,
    cuMemCreate,
    cuMemRelease,
    cuMemMap,
    cuMemUnmap,
    cuMemSetAccess,
    cuMemAddressReserve,
    cuMemAddressFree,
    cuMemGetAllocationGranularity,
    cuModuleGetTexRef,
    cuModuleGetSurfRef,
    cuDeviceGetLuid,
    cuDeviceGetNvSciSyncAttributes,
    cuImportExternalMemory,
    cuImportExternalSemaphore,
    cuGLGetDevices_v2,
);

/// The implemented functions: base name, the lowest CUDA version that
/// asks for this variant, the function.
fn implemented() -> Vec<(&'static str, c_int, *mut c_void)> {
    macro_rules! t {
        ($($name:literal $ver:literal $f:expr),* $(,)?) => {
            vec![$(($name, $ver, $f as *mut c_void)),*]
        };
    }
    t![
        "cuInit" 2000 cuInit,
        "cuDriverGetVersion" 2020 cuDriverGetVersion,
        "cuGetErrorName" 6000 cuGetErrorName,
        "cuGetErrorString" 6000 cuGetErrorString,
        "cuGetProcAddress" 11030 cuGetProcAddress,
        "cuGetProcAddress" 12000 cuGetProcAddress_v2,
        "cuGetExportTable" 3000 cuGetExportTable,
        "cuDeviceGet" 2000 cuDeviceGet,
        "cuDeviceGetCount" 2000 cuDeviceGetCount,
        "cuDeviceGetName" 2000 cuDeviceGetName,
        "cuDeviceGetUuid" 9020 cuDeviceGetUuid,
        "cuDeviceGetUuid" 11040 cuDeviceGetUuid_v2,
        "cuDeviceTotalMem" 3020 cuDeviceTotalMem_v2,
        "cuDeviceComputeCapability" 2000 cuDeviceComputeCapability,
        "cuDeviceGetAttribute" 2000 cuDeviceGetAttribute,
        "cuDeviceCanAccessPeer" 4000 cuDeviceCanAccessPeer,
        "cuDevicePrimaryCtxRetain" 7000 cuDevicePrimaryCtxRetain,
        "cuDevicePrimaryCtxRelease" 11000 cuDevicePrimaryCtxRelease_v2,
        "cuDevicePrimaryCtxReset" 11000 cuDevicePrimaryCtxReset_v2,
        "cuDevicePrimaryCtxGetState" 7000 cuDevicePrimaryCtxGetState,
        "cuDevicePrimaryCtxSetFlags" 11000 cuDevicePrimaryCtxSetFlags_v2,
        "cuCtxCreate" 3020 cuCtxCreate_v2,
        "cuCtxCreate" 11040 cuCtxCreate_v3,
        "cuCtxCreate" 12050 cuCtxCreate_v4,
        "cuCtxDestroy" 4000 cuCtxDestroy_v2,
        "cuCtxSetCurrent" 4000 cuCtxSetCurrent,
        "cuCtxGetCurrent" 4000 cuCtxGetCurrent,
        "cuCtxPushCurrent" 4000 cuCtxPushCurrent_v2,
        "cuCtxPopCurrent" 4000 cuCtxPopCurrent_v2,
        "cuCtxGetDevice" 2000 cuCtxGetDevice,
        "cuCtxGetApiVersion" 3020 cuCtxGetApiVersion,
        "cuCtxGetFlags" 7000 cuCtxGetFlags,
        "cuCtxSynchronize" 2000 cuCtxSynchronize,
        "cuCtxSetLimit" 3010 cuCtxSetLimit,
        "cuCtxGetLimit" 3010 cuCtxGetLimit,
        "cuCtxSetCacheConfig" 3020 cuCtxSetCacheConfig,
        "cuCtxGetCacheConfig" 3020 cuCtxGetCacheConfig,
        "cuCtxGetStreamPriorityRange" 5050 cuCtxGetStreamPriorityRange,
        "cuModuleLoad" 2000 cuModuleLoad,
        "cuModuleLoadData" 2000 cuModuleLoadData,
        "cuModuleLoadDataEx" 2010 cuModuleLoadDataEx,
        "cuModuleLoadFatBinary" 2000 cuModuleLoadFatBinary,
        "cuModuleUnload" 2000 cuModuleUnload,
        "cuModuleGetFunction" 2000 cuModuleGetFunction,
        "cuModuleGetGlobal" 3020 cuModuleGetGlobal_v2,
        "cuModuleGetLoadingMode" 11070 cuModuleGetLoadingMode,
        "cuLinkCreate" 6050 cuLinkCreate_v2,
        "cuLinkAddData" 6050 cuLinkAddData_v2,
        "cuLinkAddFile" 6050 cuLinkAddFile_v2,
        "cuLinkComplete" 5050 cuLinkComplete,
        "cuLinkDestroy" 5050 cuLinkDestroy,
        "cuMemAlloc" 3020 cuMemAlloc_v2,
        "cuMemAllocAsync" 11020 cuMemAllocAsync,
        "cuMemAllocPitch" 3020 cuMemAllocPitch_v2,
        "cuMemFree" 3020 cuMemFree_v2,
        "cuMemFreeAsync" 11020 cuMemFreeAsync,
        "cuMemGetInfo" 3020 cuMemGetInfo_v2,
        "cuMemGetAddressRange" 3020 cuMemGetAddressRange_v2,
        "cuMemAllocHost" 3020 cuMemAllocHost_v2,
        "cuMemHostAlloc" 2020 cuMemHostAlloc,
        "cuMemFreeHost" 2000 cuMemFreeHost,
        "cuMemHostRegister" 6050 cuMemHostRegister_v2,
        "cuMemHostUnregister" 4000 cuMemHostUnregister,
        "cuMemcpy" 4000 cuMemcpy,
        "cuMemcpyAsync" 4000 cuMemcpyAsync,
        "cuMemcpyHtoD" 3020 cuMemcpyHtoD_v2,
        "cuMemcpyDtoH" 3020 cuMemcpyDtoH_v2,
        "cuMemcpyDtoD" 3020 cuMemcpyDtoD_v2,
        "cuMemcpyHtoDAsync" 3020 cuMemcpyHtoDAsync_v2,
        "cuMemcpyDtoHAsync" 3020 cuMemcpyDtoHAsync_v2,
        "cuMemcpyDtoDAsync" 3020 cuMemcpyDtoDAsync_v2,
        "cuMemsetD8" 3020 cuMemsetD8_v2,
        "cuMemsetD16" 3020 cuMemsetD16_v2,
        "cuMemsetD32" 3020 cuMemsetD32_v2,
        "cuMemsetD8Async" 3020 cuMemsetD8Async,
        "cuMemsetD16Async" 3020 cuMemsetD16Async,
        "cuMemsetD32Async" 3020 cuMemsetD32Async,
        "cuPointerGetAttribute" 4000 cuPointerGetAttribute,
        "cuFuncGetAttribute" 2020 cuFuncGetAttribute,
        "cuFuncSetAttribute" 9000 cuFuncSetAttribute,
        "cuFuncSetCacheConfig" 3000 cuFuncSetCacheConfig,
        "cuFuncSetSharedMemConfig" 4020 cuFuncSetSharedMemConfig,
        "cuFuncGetName" 12030 cuFuncGetName,
        "cuOccupancyMaxActiveBlocksPerMultiprocessor" 6050 cuOccupancyMaxActiveBlocksPerMultiprocessor,
        "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags" 7000 cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags,
        "cuOccupancyMaxPotentialBlockSize" 6050 cuOccupancyMaxPotentialBlockSize,
        "cuOccupancyMaxPotentialBlockSizeWithFlags" 7000 cuOccupancyMaxPotentialBlockSizeWithFlags,
        "cuLaunchKernel" 4000 cuLaunchKernel,
        "cuLaunchKernelEx" 11060 cuLaunchKernelEx,
        "cuStreamCreate" 2000 cuStreamCreate,
        "cuStreamCreateWithPriority" 5050 cuStreamCreateWithPriority,
        "cuStreamDestroy" 4000 cuStreamDestroy_v2,
        "cuStreamSynchronize" 2000 cuStreamSynchronize,
        "cuStreamQuery" 2000 cuStreamQuery,
        "cuStreamWaitEvent" 3020 cuStreamWaitEvent,
        "cuStreamGetFlags" 5050 cuStreamGetFlags,
        "cuStreamGetCtx" 9020 cuStreamGetCtx,
        "cuStreamIsCapturing" 10000 cuStreamIsCapturing,
        "cuEventCreate" 2000 cuEventCreate,
        "cuEventRecord" 2000 cuEventRecord,
        "cuEventRecordWithFlags" 11010 cuEventRecordWithFlags,
        "cuEventSynchronize" 2000 cuEventSynchronize,
        "cuEventQuery" 2000 cuEventQuery,
        "cuEventElapsedTime" 2000 cuEventElapsedTime,
        "cuEventElapsedTime" 12080 cuEventElapsedTime_v2,
        "cuEventDestroy" 4000 cuEventDestroy_v2,
        "cuLibraryLoadData" 12000 cuLibraryLoadData,
        "cuLibraryLoadFromFile" 12000 cuLibraryLoadFromFile,
        "cuLibraryUnload" 12000 cuLibraryUnload,
        "cuLibraryGetModule" 12000 cuLibraryGetModule,
        "cuLibraryGetKernel" 12000 cuLibraryGetKernel,
        "cuLibraryGetGlobal" 12000 cuLibraryGetGlobal,
        "cuLibraryGetKernelCount" 12040 cuLibraryGetKernelCount,
        "cuLibraryEnumerateKernels" 12040 cuLibraryEnumerateKernels,
        "cuKernelGetFunction" 12000 cuKernelGetFunction,
        "cuKernelGetLibrary" 12050 cuKernelGetLibrary,
        "cuKernelGetAttribute" 12000 cuKernelGetAttribute,
        "cuKernelSetAttribute" 12000 cuKernelSetAttribute,
        "cuKernelSetCacheConfig" 12000 cuKernelSetCacheConfig,
        "cuKernelGetName" 12030 cuKernelGetName,
        "cuFuncGetParamInfo" 12040 cuFuncGetParamInfo,
        "cuKernelGetParamInfo" 12040 cuKernelGetParamInfo,
        "cuPointerGetAttributes" 7000 cuPointerGetAttributes,
        "cuMemcpy2D" 3020 cuMemcpy2D_v2,
        "cuMemcpy2DUnaligned" 3020 cuMemcpy2DUnaligned_v2,
        "cuMemcpy2DAsync" 3020 cuMemcpy2DAsync_v2,
        "cuMemsetD2D8" 3020 cuMemsetD2D8_v2,
        "cuMemsetD2D16" 3020 cuMemsetD2D16_v2,
        "cuMemsetD2D32" 3020 cuMemsetD2D32_v2,
        "cuLaunchHostFunc" 10000 cuLaunchHostFunc,
        "cuStreamAddCallback" 5000 cuStreamAddCallback,
        "cuDeviceGetPCIBusId" 4010 cuDeviceGetPCIBusId,
        "cuDeviceGetByPCIBusId" 4010 cuDeviceGetByPCIBusId,
        "cuCtxGetId" 12000 cuCtxGetId,
        "cuStreamGetId" 12000 cuStreamGetId,
        "cuFuncGetModule" 11000 cuFuncGetModule,
        "cuProfilerStart" 4000 cuProfilerStart,
        "cuProfilerStop" 4000 cuProfilerStop,
    ]
}

/// Whether this driver implements `name` (at some version).
pub(crate) fn implemented_name(name: &str) -> bool {
    implemented().iter().any(|x| x.0 == name)
}

/// The function `name` is at CUDA version `version`; otherwise the
/// `CUdriverProcAddressQueryResult`: 1 not found, 2 version too low.
pub(crate) fn lookup(name: &str, version: c_int) -> Result<*mut c_void, c_int> {
    let all = implemented();
    let mut best: Option<(c_int, *mut c_void)> = None;
    let mut known = false;
    for &(n, v, f) in &all {
        if n == name {
            known = true;
            if v <= version && best.is_none_or(|b| v > b.0) {
                best = Some((v, f));
            }
        }
    }
    if let Some((_, f)) = best {
        return Ok(f);
    }
    if known {
        return Err(2);
    }
    NOT_SUPPORTED
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, f)| f)
        .ok_or(1)
}
