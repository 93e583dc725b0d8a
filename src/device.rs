//! A CUDA-like device on the CPU: persistent device memory, modules loaded
//! into it, and kernels launched on it in place.
//!
//! ```
//! use ptxjit::{Backend, Device, Launch};
//! let dev = Device::new(Backend::Host)?;
//! let m = dev.load_ptx(
//!     ".version 7.8\n.target sm_80\n.address_size 64\n\
//!      .entry twice(.param .u64 p, .param .u32 n) {\n\
//!        .reg .b32 %r<4>; .reg .b64 %rd<4>; .reg .pred %p;\n\
//!        ld.param.u64 %rd1, [p]; ld.param.u32 %r1, [n];\n\
//!        mov.u32 %r2, %tid.x; setp.ge.u32 %p, %r2, %r1; @%p ret;\n\
//!        mul.wide.u32 %rd2, %r2, 4; add.u64 %rd3, %rd1, %rd2;\n\
//!        ld.global.u32 %r3, [%rd3]; shl.b32 %r3, %r3, 1; st.global.u32 [%rd3], %r3; ret; }",
//! )?;
//! let buf = dev.htod(&[1u32, 2, 3, 4, 5])?;
//! let k = m.kernel("twice")?;
//! // Twice the last three elements: a pointer into the middle of the buffer.
//! k.launch(&Launch::for_num_elems(3), &[buf.at(2)?, 3u32.into()])?;
//! assert_eq!(buf.to_vec()?, vec![1, 2, 6, 8, 10]);
//! // Arguments are checked against the parameters' types.
//! let e = k.launch(&Launch::for_num_elems(3), &[buf.at(0)?, 3u64.into()]).unwrap_err();
//! assert!(e.to_string().contains("argument 1 ('n', .u32)"), "{e}");
//! # Ok::<(), ptxjit::Error>(())
//! ```
//!
//! A module's `.func`s are called with values, as with [`Module::call`]:
//!
//! ```
//! let dev = ptxjit::Device::new(ptxjit::Backend::Interp)?;
//! let m = dev.load_ptx(
//!     ".version 7.8\n.target sm_80\n.address_size 64\n\
//!      .func (.reg .b32 d) inc(.reg .b32 a) { add.u32 d, a, 1; ret; }",
//! )?;
//! assert_eq!(m.function("inc")?.call(&[41])?, vec![42]);
//! # Ok::<(), ptxjit::Error>(())
//! ```
//!
//! Device memory is one flat address space (generic addresses from
//! `0x1000_0000`, 1.25 GiB at most, see [`ptxjit_runtime::device`]).
//! Pointers are plain 64-bit values: they may point anywhere inside an
//! allocation, be stored in memory and in module variables, and be
//! followed by kernels. A module's `.global` and `.const` variables live
//! there too ([`DeviceModule::global`]). Every access a kernel makes is
//! checked against the live allocations.

use std::collections::HashMap;
use std::marker::PhantomData;
use std::sync::{Arc, Mutex, MutexGuard};

use ptxjit_frontend::ast::Space;
use ptxjit_lower::clif::kernel::{KernelLayout, GLOBAL_START};
use ptxjit_runtime::device::{DeviceMemory, MemError, Owner};

/// The most bytes device memory holds (1.25 GiB: the global window).
pub use ptxjit_runtime::device::CAPACITY;
use ptxjit_runtime::interp::memory::External;
use ptxjit_runtime::Interp;

use crate::{ir, Backend, Element, Error, IntType, Launch, Limits, Module};

/// How a launch failed, as a GPU driver sorts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// An access outside every allocation.
    IllegalAddress,
    /// A misaligned access.
    Misaligned,
    /// The step limit, the launch's step limit or the timeout stopped it.
    Timeout,
    /// A failed `assert` (`__assertfail`).
    Assert,
    /// Anything else (`trap`, an unsupported instruction, ...).
    Failed,
}

impl FaultKind {
    /// How the failure `e` of a launch is sorted.
    pub fn of(e: &Error) -> FaultKind {
        let m = match e {
            Error::Exec(d) => &d.message,
            _ => return FaultKind::Failed,
        };
        if m.contains("out-of-bounds access") {
            FaultKind::IllegalAddress
        } else if m.contains("misaligned access") {
            FaultKind::Misaligned
        } else if m.contains("stopped here") || m.contains("stopped: the launch ran more than") {
            FaultKind::Timeout
        } else if m.contains("device-side assert triggered") {
            FaultKind::Assert
        } else {
            FaultKind::Failed
        }
    }
}

struct State {
    mem: DeviceMemory,
    next_module: u64,
    next_alloc: u64,
    /// Kernels' `printf` output kept for [`Device::take_printf`]; `None`:
    /// written to standard output after each launch, as CUDA does.
    printf: Option<Vec<u8>>,
}

/// A device: device memory and the backend kernels run on. Cloning it
/// gives another handle to the same device.
#[derive(Clone)]
pub struct Device {
    state: Arc<Mutex<State>>,
    backend: Backend,
    limits: Limits,
}

impl std::fmt::Debug for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = self.lock();
        f.debug_struct("Device")
            .field("backend", &self.backend)
            .field("used", &s.mem.used())
            .field("limit", &s.mem.limit())
            .finish()
    }
}

fn mem_err(e: MemError) -> Error {
    Error::Usage(e.to_string())
}

impl Device {
    /// A device whose kernels run on `backend` (host, llvm or interp), with the
    /// default [`Limits`] (device memory: at most `mem_limit` bytes, and at
    /// most 1.25 GiB).
    pub fn new(backend: Backend) -> Result<Device, Error> {
        Device::with_limits(backend, Limits::default())
    }

    /// A device with these limits (steps and timeout per launch, memory
    /// for all allocations).
    pub fn with_limits(backend: Backend, limits: Limits) -> Result<Device, Error> {
        if backend == Backend::Tiered {
            backend.available()?;
        }
        if !matches!(
            backend,
            Backend::Host | Backend::Llvm | Backend::Interp | Backend::Tiered
        ) {
            return Err(Error::Unavailable(format!(
                "a device runs kernels on the host, llvm, tiered or interp backend, not '{}'",
                backend.name()
            )));
        }
        let mem = DeviceMemory::new(limits.mem_limit).map_err(mem_err)?;
        Ok(Device {
            state: Arc::new(Mutex::new(State {
                mem,
                next_module: 1,
                next_alloc: 1,
                printf: None,
            })),
            backend,
            limits,
        })
    }

    /// The backend kernels run on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Keeps what kernels print (`printf`, failed `assert`s) for
    /// [`Device::take_printf`] instead of writing it to standard output
    /// after each launch (the default, as CUDA does at synchronization).
    pub fn capture_printf(&self) {
        let mut s = self.lock();
        if s.printf.is_none() {
            s.printf = Some(Vec::new());
        }
    }

    /// What kernels printed since the last call (with
    /// [`Device::capture_printf`]; empty without it). A launch's output is
    /// in the order of [`ptxjit_runtime::printf::order`]: block by block,
    /// warp by warp, each thread's first `printf` lane by lane, then the
    /// second, and so on.
    pub fn take_printf(&self) -> Vec<u8> {
        self.lock()
            .printf
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while the lock was held cannot leave the memory's
        // bookkeeping half-updated in a way later calls trust blindly.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Allocates `bytes` zeroed bytes; returns the device address.
    pub fn alloc_bytes(&self, bytes: u64) -> Result<u64, Error> {
        let mut s = self.lock();
        let name = format!("allocation {}", s.next_alloc);
        s.next_alloc += 1;
        s.mem.alloc(bytes, &name, Owner::Program).map_err(mem_err)
    }

    /// [`Device::alloc_bytes`] with the name fault messages give it.
    pub fn alloc_named(&self, bytes: u64, name: &str) -> Result<u64, Error> {
        self.lock()
            .mem
            .alloc(bytes, name, Owner::Program)
            .map_err(mem_err)
    }

    /// Frees the allocation that starts at `addr`.
    pub fn free_bytes(&self, addr: u64) -> Result<(), Error> {
        self.lock().mem.free(addr).map(|_| ()).map_err(mem_err)
    }

    /// A buffer of `len` zeroed elements.
    pub fn alloc<T: Element>(&self, len: usize) -> Result<DeviceBuffer<T>, Error> {
        let bytes = (len as u64)
            .checked_mul(T::SIZE as u64)
            .ok_or_else(|| Error::Usage(format!("{} elements are too many", len)))?;
        Ok(DeviceBuffer {
            device: self.clone(),
            addr: self.alloc_bytes(bytes)?,
            len,
            _t: PhantomData,
        })
    }

    /// A buffer holding a copy of `values`.
    pub fn htod<T: Element>(&self, values: &[T]) -> Result<DeviceBuffer<T>, Error> {
        let b = self.alloc::<T>(values.len())?;
        b.write(values)?;
        Ok(b)
    }

    /// Copies `bytes` to device address `addr`.
    pub fn write_bytes(&self, addr: u64, bytes: &[u8]) -> Result<(), Error> {
        self.lock().mem.write(addr, bytes).map_err(mem_err)
    }

    /// Copies the bytes at device address `addr` into `out`.
    pub fn read_bytes(&self, addr: u64, out: &mut [u8]) -> Result<(), Error> {
        self.lock().mem.read(addr, out).map_err(mem_err)
    }

    /// Copies `bytes` bytes from device address `src` to `dst`.
    pub fn copy(&self, dst: u64, src: u64, bytes: u64) -> Result<(), Error> {
        self.lock().mem.copy(dst, src, bytes).map_err(mem_err)
    }

    /// Sets `count` elements of `pattern.len()` (1, 2 or 4) bytes from
    /// `addr` to `pattern` (`cuMemsetD8/D16/D32`).
    pub fn memset(&self, addr: u64, pattern: &[u8], count: u64) -> Result<(), Error> {
        self.lock().mem.fill(addr, pattern, count).map_err(mem_err)
    }

    /// The allocation holding `addr`: its start and size.
    pub fn allocation_of(&self, addr: u64) -> Option<(u64, u64)> {
        self.lock()
            .mem
            .allocation_at(addr)
            .map(|a| (a.addr, a.size))
    }

    /// Every live allocation: its address, size, name and, for a module's
    /// variables, the module's load number (1 for the first module loaded
    /// into this device).
    pub fn allocations(&self) -> Vec<AllocationInfo> {
        self.lock()
            .mem
            .allocations()
            .map(|a| AllocationInfo {
                addr: a.addr,
                size: a.size,
                name: a.name.clone(),
                module: match a.owner {
                    Owner::Program => None,
                    Owner::Module(m) => Some(m),
                },
            })
            .collect()
    }

    /// Free and total bytes of device memory.
    pub fn mem_info(&self) -> (u64, u64) {
        let s = self.lock();
        (s.mem.limit() - s.mem.used(), s.mem.limit())
    }

    /// Loads PTX text (parsed and checked) into the device.
    pub fn load_ptx(&self, ptx: &str) -> Result<DeviceModule, Error> {
        self.load(Module::from_ptx(ptx)?)
    }

    /// Loads a module: its `.global` and `.const` variables get device
    /// memory, with their initializers.
    pub fn load(&self, mut module: Module) -> Result<DeviceModule, Error> {
        module.set_limits(self.limits);
        self.load_with(module, None)
    }

    /// Loads `module`; `host` is kernel code already compiled for variables
    /// at [`GLOBAL_START`] (by name), used when the module's variables land
    /// there.
    pub(crate) fn load_with(
        &self,
        module: Module,
        host: Option<(&str, Arc<crate::engine::KernelCode>)>,
    ) -> Result<DeviceModule, Error> {
        let prog = module.program.clone();
        // Where the variables go relative to the reservation: the layout at
        // GLOBAL_START (a 256 MiB-aligned address) has the offsets any
        // 256-aligned base gets, for alignments up to 256.
        let layout = KernelLayout::new(&prog, ir::FuncId::MAX);
        if let Some(v) = prog
            .vars
            .iter()
            .find(|v| v.space == Space::Global && v.align > 256)
        {
            return Err(Error::Usage(format!(
                "variable '{}' asks for {}-byte alignment; device memory aligns to 256",
                v.name, v.align
            )));
        }
        let mut parts: Vec<(u64, u64, String, Vec<u8>)> = Vec::new();
        let mut var_off: Vec<Option<u64>> = vec![None; prog.vars.len()];
        let mut end = layout.global_next - GLOBAL_START;
        for (i, v) in prog.vars.iter().enumerate() {
            let Some(at) = layout.addr(i as ir::VarId) else {
                continue;
            };
            let alloc = layout
                .allocs
                .iter()
                .find(|a| a.space == v.space && a.addr == at && a.name == v.name);
            let Some(a) = alloc else { continue };
            match v.space {
                Space::Global => {
                    var_off[i] = Some(at - GLOBAL_START);
                    parts.push((at - GLOBAL_START, a.size, v.name.clone(), a.init.clone()));
                }
                // A copy of the `.const` variable in device memory (what
                // `cuModuleGetGlobal` gives); launches read it from there.
                Space::Const => {
                    let off = end.div_ceil(16) * 16;
                    end = off + a.size.max(1) + 16;
                    var_off[i] = Some(off);
                    parts.push((off, a.size, v.name.clone(), a.init.clone()));
                }
                _ => {}
            }
        }
        let mut s = self.lock();
        let id = s.next_module;
        s.next_module += 1;
        let refs: Vec<(u64, u64, &str, &[u8])> = parts
            .iter()
            .map(|p| (p.0, p.1, p.2.as_str(), p.3.as_slice()))
            .collect();
        let base = if refs.is_empty() {
            GLOBAL_START
        } else {
            s.mem.alloc_module(id, end, &refs).map_err(mem_err)?
        };
        drop(s);
        let var_addr = var_off.iter().map(|o| o.map(|o| base + o)).collect();
        let mut kernels = HashMap::new();
        if let (Some((name, k)), GLOBAL_START) = (host, base) {
            kernels.insert(name.to_string(), k);
        }
        Ok(DeviceModule {
            inner: Arc::new(ModuleInner {
                device: self.clone(),
                id,
                module,
                base,
                var_addr,
                kernels: Mutex::new(kernels),
            }),
        })
    }
}

/// A live allocation (see [`Device::allocations`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllocationInfo {
    /// Device address of its first byte.
    pub addr: u64,
    /// Size in bytes.
    pub size: u64,
    /// `allocation N` (the N-th [`Device::alloc_bytes`]), the name given to
    /// [`Device::alloc_named`], or a module variable's name.
    pub name: String,
    /// For a module's variable: the module's load number.
    pub module: Option<u64>,
}

/// Typed device memory: `len` elements of `T`, freed when dropped.
pub struct DeviceBuffer<T: Element> {
    device: Device,
    addr: u64,
    len: usize,
    _t: PhantomData<T>,
}

impl<T: Element> std::fmt::Debug for DeviceBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceBuffer")
            .field("addr", &format_args!("{:#x}", self.addr))
            .field("len", &self.len)
            .finish()
    }
}

impl<T: Element> DeviceBuffer<T> {
    /// Its device address.
    pub fn addr(&self) -> u64 {
        self.addr
    }

    /// How many elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it has no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// A pointer argument to element `i` (`i == len` is one past the end,
    /// as in C).
    pub fn at(&self, i: usize) -> Result<Arg, Error> {
        if i > self.len {
            return Err(Error::Usage(format!(
                "element {} is outside the buffer of {} elements",
                i, self.len
            )));
        }
        Ok(Arg::Ptr(self.addr + (i * T::SIZE) as u64))
    }

    /// Copies `values` into the buffer's start.
    pub fn write(&self, values: &[T]) -> Result<(), Error> {
        if values.len() > self.len {
            return Err(Error::Usage(format!(
                "{} elements given for a buffer of {}",
                values.len(),
                self.len
            )));
        }
        if values.is_empty() {
            return Ok(());
        }
        self.device.write_bytes(self.addr, &crate::to_bytes(values))
    }

    /// The buffer's elements.
    pub fn to_vec(&self) -> Result<Vec<T>, Error> {
        let mut b = vec![0u8; self.len * T::SIZE];
        if !b.is_empty() {
            self.device.read_bytes(self.addr, &mut b)?;
        }
        Ok(crate::from_bytes(&b))
    }
}

impl<T: Element> Drop for DeviceBuffer<T> {
    fn drop(&mut self) {
        let _ = self.device.free_bytes(self.addr);
    }
}

/// A kernel argument for [`DeviceKernel::launch`], checked against the
/// parameter it is given for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A device address (for a 64-bit parameter, or a 32-bit one in a
    /// module with 32-bit addresses).
    Ptr(u64),
    /// A scalar of this type (its width must be the parameter's).
    Value(IntType, u64),
    /// Raw bytes (a by-value struct): exactly the parameter's size.
    Bytes(Vec<u8>),
}

macro_rules! arg_from {
    ($($t:ty => $it:ident),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Arg {
                Arg::Value(IntType::$it, v as u64 & IntType::$it.mask())
            }
        }
    )*};
}
arg_from!(u8 => U8, i8 => S8, u16 => U16, i16 => S16, u32 => U32, i32 => S32, u64 => U64, i64 => S64);

impl<T: Element> From<&DeviceBuffer<T>> for Arg {
    fn from(b: &DeviceBuffer<T>) -> Arg {
        Arg::Ptr(b.addr)
    }
}

struct ModuleInner {
    device: Device,
    id: u64,
    module: Module,
    /// Generic address of the module's variables' reservation.
    base: u64,
    /// Device address of each `.global` variable, and of each `.const`
    /// variable's copy.
    var_addr: Vec<Option<u64>>,
    kernels: Mutex<HashMap<String, Arc<crate::engine::KernelCode>>>,
}

impl Drop for ModuleInner {
    fn drop(&mut self) {
        self.device.lock().mem.free_owned(&Owner::Module(self.id));
    }
}

/// A module loaded into a device. Its variables are freed when the last
/// handle to it (or to one of its kernels) is dropped.
#[derive(Clone)]
pub struct DeviceModule {
    inner: Arc<ModuleInner>,
}

impl std::fmt::Debug for DeviceModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceModule")
            .field("id", &self.inner.id)
            .field("functions", &self.inner.module.program.funcs.len())
            .finish()
    }
}

impl DeviceModule {
    /// The module.
    pub fn module(&self) -> &Module {
        &self.inner.module
    }

    /// The names of its `.entry` kernels, in declaration order.
    pub fn kernel_names(&self) -> Vec<String> {
        self.inner
            .module
            .program
            .funcs
            .iter()
            .filter(|f| f.kind == ptxjit_frontend::ast::FuncKind::Entry && f.body.is_some())
            .map(|f| f.name.clone())
            .collect()
    }

    /// Its load number on the device (1 for the first module loaded).
    pub fn load_number(&self) -> u64 {
        self.inner.id
    }

    /// The device address and size of module variable `name` (`.global`,
    /// or the device copy of a `.const`: what `cuModuleGetGlobal` gives).
    pub fn global(&self, name: &str) -> Result<(u64, u64), Error> {
        let prog = &self.inner.module.program;
        let v = crate::module_var(prog, name)?;
        let addr = self.inner.var_addr[v as usize]
            .ok_or_else(|| Error::Usage(format!("'{}' has no device memory", name)))?;
        Ok((addr, prog.vars[v as usize].size))
    }

    /// The `.func` `name`, compiled for the device's backend: called with
    /// values ([`crate::Prepared::call`]) or in batches of rows, as
    /// [`Module::prepare`] gives it.
    pub fn function(&self, name: &str) -> Result<crate::Prepared, Error> {
        self.inner.module.prepare(self.inner.device.backend, name)
    }

    /// The `.entry` kernel `name`.
    pub fn kernel(&self, name: &str) -> Result<DeviceKernel, Error> {
        let prog = &self.inner.module.program;
        let (id, f) = prog
            .func(name)
            .ok_or_else(|| Error::Usage(format!("no kernel named '{}'", name)))?;
        if f.kind != ptxjit_frontend::ast::FuncKind::Entry {
            return Err(Error::Usage(format!("'{}' is a .func, not a kernel", name)));
        }
        Ok(DeviceKernel {
            module: self.clone(),
            id,
            name: name.to_string(),
        })
    }

    /// The compiled host kernel `name` (compiled by the first launch).
    fn host_kernel(&self, name: &str) -> Result<Arc<crate::engine::KernelCode>, Error> {
        let mut ks = self.inner.kernels.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(k) = ks.get(name) {
            return Ok(k.clone());
        }
        let opts = ptxjit_jit::KernelOptions {
            limits: self.inner.device.limits.native(),
            global_base: self.inner.base,
            ..Default::default()
        };
        let k = Arc::new(crate::engine::kernel_code(
            &self.inner.module.program,
            name,
            self.inner.device.backend,
            opts,
        )?);
        ks.insert(name.to_string(), k.clone());
        Ok(k)
    }
}

/// One argument per parameter of kernel `name`, or the usage error.
pub(crate) fn arg_count(name: &str, f: &ir::Func, given: usize) -> Result<(), Error> {
    if given == f.params.len() {
        return Ok(());
    }
    Err(Error::Usage(format!(
        "kernel '{}' takes {} parameter(s), {} argument(s) given",
        name,
        f.params.len(),
        given
    )))
}

/// A kernel parameter (see [`DeviceKernel::params`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelParam {
    /// Its name.
    pub name: String,
    /// Its type, when an integer type.
    pub ty: Option<IntType>,
    /// Its size in bytes.
    pub size: u64,
    /// Its alignment in bytes (where it sits in a packed parameter
    /// buffer).
    pub align: u64,
}

/// A kernel of a loaded module.
#[derive(Clone)]
pub struct DeviceKernel {
    module: DeviceModule,
    id: ir::FuncId,
    name: String,
}

impl std::fmt::Debug for DeviceKernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceKernel")
            .field("name", &self.name)
            .finish()
    }
}

/// Writes a launch's `printf` records, in printing order, where the
/// device sends them (kept, or standard output).
fn emit_printed(s: &mut State, mut printed: Vec<ptxjit_runtime::printf::Printed>) {
    if printed.is_empty() {
        return;
    }
    ptxjit_runtime::printf::order(&mut printed);
    let text: Vec<u8> = printed.into_iter().flat_map(|p| p.text).collect();
    match &mut s.printf {
        Some(kept) => kept.extend_from_slice(&text),
        None => {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            // A closed or full standard output loses the text, as it
            // would lose the program's own.
            let _ = out.write_all(&text).and_then(|()| out.flush());
        }
    }
}

/// A function's parameters as [`KernelParam`]s.
pub(crate) fn params_of(prog: &ir::Program, f: &ir::Func) -> Vec<KernelParam> {
    f.params
        .iter()
        .map(|p| KernelParam {
            name: p.name.clone(),
            ty: IntType::of(p.ty),
            size: p.size,
            align: match p.slot {
                ir::ParamSlot::Var(v) => u64::from(prog.vars[v as usize].align.max(1)),
                ir::ParamSlot::Reg(_) => p.size.clamp(1, 8),
            },
        })
        .collect()
}

impl DeviceKernel {
    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The kernel's parameters.
    pub fn params(&self) -> Vec<KernelParam> {
        params_of(&self.module.inner.module.program, self.func())
    }

    /// Bytes of static `.shared` memory the kernel uses (its own and its
    /// callees' variables, as ptxas counts them).
    pub fn static_shared(&self) -> u64 {
        self.module
            .inner
            .module
            .program
            .shared_layout(self.id)
            .static_end
    }

    /// The `.target` its module was written for (`sm_80` -> 80; 0 when it
    /// names none).
    pub fn target_sm(&self) -> u32 {
        self.module.inner.module.program.sm
    }

    /// Where each parameter sits in a packed parameter buffer (each at its
    /// alignment, as `cuLaunchKernel`'s `extra` form lays them out): offset
    /// and size.
    pub fn param_layout(&self) -> Vec<(u64, u64)> {
        let mut off = 0u64;
        self.params()
            .iter()
            .map(|p| {
                off = off.div_ceil(p.align) * p.align;
                let at = off;
                off += p.size;
                (at, p.size)
            })
            .collect()
    }

    fn func(&self) -> &ir::Func {
        &self.module.inner.module.program.funcs[self.id as usize]
    }

    /// Compiles the kernel now (on the host backend), not at its first
    /// launch.
    pub fn compile(&self) -> Result<(), Error> {
        if matches!(
            self.module.inner.device.backend,
            Backend::Host | Backend::Llvm | Backend::Tiered
        ) {
            self.module.host_kernel(&self.name)?;
        }
        Ok(())
    }

    /// Where the kernel's tiers stand on the tiered backend (compiled by
    /// its first launch or [`DeviceKernel::compile`]); `None` before that
    /// and on the other backends.
    pub fn tier(&self) -> Option<crate::Tier> {
        self.wait_tier(std::time::Duration::ZERO)
    }

    /// On the tiered backend, compiles the kernel (if no launch did) and
    /// starts its LLVM compile now, in the background, without waiting
    /// for it to run long enough. Nothing on the other backends.
    pub fn tier_up(&self) -> Result<(), Error> {
        if self.module.inner.device.backend == Backend::Tiered {
            self.module.host_kernel(&self.name)?.tier_up();
        }
        Ok(())
    }

    /// The kernel's code, once a launch or [`DeviceKernel::compile`]
    /// compiled it.
    fn compiled(&self) -> Option<std::sync::Arc<crate::engine::KernelCode>> {
        let ks = self
            .module
            .inner
            .kernels
            .lock()
            .unwrap_or_else(|p| p.into_inner());
        ks.get(&self.name).cloned()
    }

    /// On the tiered backend, waits up to `timeout` for LLVM's code of a
    /// kernel whose compile has started, and gives where the tiers stand
    /// then ([`DeviceKernel::tier`]).
    pub fn wait_tier(&self, timeout: std::time::Duration) -> Option<crate::Tier> {
        match (self.module.inner.device.backend, self.compiled()) {
            (Backend::Tiered, Some(k)) => Some(crate::Tier::of(k.wait(timeout))),
            _ => None,
        }
    }

    /// SIMD across threads of the kernel's code (the code running now, on
    /// the tiered backend), once a launch or [`DeviceKernel::compile`]
    /// compiled it: `Ok` with the threads that ran in vector lanes so far,
    /// or `Err` with why the code has no vector form; `None` before, and
    /// on the interp and gpu backends.
    pub fn simt(&self) -> Option<Result<u64, String>> {
        let k = self.compiled()?;
        Some(k.current().0.simt().map_err(str::to_string))
    }

    /// Launches the kernel over a grid on the device's memory, in place,
    /// and returns when it has finished.
    pub fn launch(&self, launch: &Launch, args: &[Arg]) -> Result<(), Error> {
        let f = self.func();
        arg_count(&self.name, f, args.len())?;
        let wide = self.module.inner.module.program.address_size == 64;
        let mut raw: Vec<Vec<u8>> = Vec::with_capacity(args.len());
        for (i, (a, p)) in args.iter().zip(&f.params).enumerate() {
            let ty = IntType::of(p.ty).map_or_else(|| p.ty.name().to_string(), |t| t.to_string());
            let bad = |why: String| {
                Error::Usage(format!(
                    "kernel '{}': argument {} ('{}', {}) {}",
                    self.name, i, p.name, ty, why
                ))
            };
            raw.push(match a {
                Arg::Ptr(v) => {
                    let bytes = if wide { 8 } else { 4 };
                    if p.size != bytes {
                        return Err(bad(format!(
                            "is a pointer, which needs a {}-bit parameter",
                            bytes * 8
                        )));
                    }
                    v.to_le_bytes()[..bytes as usize].to_vec()
                }
                Arg::Value(t, v) => {
                    if t.bytes() as u64 != p.size {
                        return Err(bad(format!(
                            "is given a {} value, which is {} bytes wide, not {}",
                            t,
                            t.bytes(),
                            p.size
                        )));
                    }
                    v.to_le_bytes()[..t.bytes()].to_vec()
                }
                Arg::Bytes(b) => {
                    if b.len() as u64 != p.size {
                        return Err(bad(format!(
                            "is given {} bytes; it has {}",
                            b.len(),
                            p.size
                        )));
                    }
                    b.clone()
                }
            });
        }
        let refs: Vec<&[u8]> = raw.iter().map(|b| b.as_slice()).collect();
        self.launch_raw(launch, &refs)
    }

    /// Launches with each parameter given as its raw bytes (what
    /// `cuLaunchKernel` passes): each must be exactly the parameter's size.
    pub fn launch_raw(&self, launch: &Launch, params: &[&[u8]]) -> Result<(), Error> {
        let inner = &self.module.inner;
        let prog = &*inner.module.program;
        let f = self.func();
        arg_count(&self.name, f, params.len())?;
        for (i, (b, p)) in params.iter().zip(&f.params).enumerate() {
            if b.len() as u64 != p.size {
                return Err(Error::Usage(format!(
                    "kernel '{}': parameter {} ('{}') has {} bytes, {} given",
                    self.name,
                    i,
                    p.name,
                    p.size,
                    b.len()
                )));
            }
        }
        crate::limits::check_launch(prog, self.id, launch, 0, &inner.device.limits)?;
        self.run(launch, params)
    }

    /// Runs a launch whose parameters and limits were checked.
    pub(crate) fn run(&self, launch: &Launch, params: &[&[u8]]) -> Result<(), Error> {
        let inner = &self.module.inner;
        let prog = &*inner.module.program;
        // The sanitizers' checks, traces and coverage are the interpreter's.
        let host = match inner.device.backend {
            Backend::Host | Backend::Llvm | Backend::Tiered
                if !inner.device.limits.needs_interpreter() =>
            {
                Some(self.module.host_kernel(&self.name)?)
            }
            Backend::Host | Backend::Llvm | Backend::Tiered | Backend::Interp | Backend::Gpu => {
                None
            }
        };
        let mut s = inner.device.lock();
        // The current bytes of the module's `.const` variables.
        let mut consts: Vec<(ir::VarId, Vec<u8>)> = Vec::new();
        for (v, var) in prog.vars.iter().enumerate() {
            if let (Space::Const, Some(at)) = (var.space, inner.var_addr[v]) {
                let mut b = vec![0u8; var.size as usize];
                if !b.is_empty() {
                    s.mem.read(at, &mut b).map_err(mem_err)?;
                }
                consts.push((v as ir::VarId, b));
            }
        }
        match host {
            Some(tiers) => {
                let (k, second) = tiers.current();
                let start = std::time::Instant::now();
                let consts: Vec<(ir::VarId, &[u8])> =
                    consts.iter().map(|(v, b)| (*v, b.as_slice())).collect();
                let l = ptxjit_jit::KernelLaunch {
                    grid: launch.grid,
                    block: launch.block,
                    dynamic_shared: launch.dynamic_shared,
                };
                let mut printed = Vec::new();
                let r = k
                    .launch_on(&l, params, &mut s.mem, &consts, &mut printed)
                    .map_err(crate::engine::jit_err);
                tiers.account(second, start.elapsed(), launch.threads());
                if let Some(news) = tiers.news() {
                    if std::env::var_os("PTXJIT_TIER_LOG").is_some() {
                        match news {
                            ptxjit_jit::TierNews::Switched { runs, took } => eprintln!(
                                "ptxjit: kernel '{}' ran LLVM's code from launch {} on (compiled in the background in {:.1} ms)",
                                self.name,
                                runs + 1,
                                took.as_secs_f64() * 1e3
                            ),
                            ptxjit_jit::TierNews::Dropped(why) => eprintln!(
                                "ptxjit: kernel '{}' went back to Cranelift's code: {}",
                                self.name, why
                            ),
                        }
                    }
                }
                emit_printed(&mut s, printed);
                r
            }
            None => {
                let ext = External {
                    view: s.mem.view(),
                    allocs: s
                        .mem
                        .allocations()
                        .map(|a| (a.addr, a.size, a.name.clone()))
                        .collect(),
                };
                let mut it = Interp::on_device(prog, ext, &inner.var_addr);
                crate::engine::limit_interp(&mut it, &inner.device.limits);
                for (v, b) in &consts {
                    if let Some(at) = it.module_var_address(*v) {
                        it.mem
                            .write_bytes(at, b)
                            .map_err(|_| Error::Usage("a .const variable vanished".into()))?;
                    }
                }
                let r = it.launch_raw(self.id, params, launch).map_err(Error::Exec);
                let printed = std::mem::take(&mut it.printed);
                if let Some(insp) = it.inspect.take() {
                    crate::inspect::report(&self.name, prog, inner.module.source(), &insp);
                }
                drop(it);
                emit_printed(&mut s, printed);
                r
            }
        }
    }
}
