//! The command line's JSON output (serde): `--json` results of `compare`
//! and `bench`, `--message-format json` diagnostics and `check` listings,
//! and `ptxjit merge`, which sums `compare --json` shards.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One `compare --json` line: one function, one shard.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct CompareRecord {
    pub name: String,
    pub against: String,
    /// `random` or `exhaustive`.
    pub mode: String,
    pub seed: u64,
    /// `K/N`.
    pub shard: String,
    pub first_row: u64,
    pub rows: u64,
    pub matched: u64,
    pub mismatches: u64,
    pub first_mismatch: Option<MismatchRecord>,
    /// Ctrl-C stopped the run: `rows` were compared, not the whole shard.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub interrupted: bool,
}

/// The first mismatching row: its index, inputs and both outputs as hex
/// strings; the other backend's outputs under its name (`"llvm": [...]`).
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct MismatchRecord {
    pub index: u64,
    pub inputs: Vec<String>,
    pub host: Vec<String>,
    #[serde(flatten)]
    pub other: BTreeMap<String, Vec<String>>,
}

/// One `compare --kernel --json` (or `compare --func --arg --json`) line:
/// the return values (a function) and each buffer argument compared.
#[derive(Serialize)]
pub struct KernelCompareRecord {
    pub name: String,
    pub against: String,
    /// Everything matched.
    pub matched: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub returns: Option<ReturnsMatch>,
    pub buffers: Vec<BufferMatch>,
}

/// A function's return values on the host and on the other backend.
#[derive(Serialize)]
pub struct ReturnsMatch {
    pub host: String,
    pub other: String,
}

/// One buffer argument of a [`KernelCompareRecord`].
#[derive(Serialize)]
pub struct BufferMatch {
    pub arg: usize,
    pub element_bytes: usize,
    pub elements: u64,
    pub matched: u64,
    pub first_mismatch: Option<ElementMismatch>,
}

/// The first differing element of a buffer, both values in hex.
#[derive(Serialize)]
pub struct ElementMismatch {
    pub element: u64,
    pub host: String,
    pub other: String,
}

/// One `bench --json` line for a `.func`.
#[derive(Serialize)]
pub struct BenchRecord {
    pub name: String,
    pub instructions: usize,
    pub parse_us: f64,
    pub backends: BTreeMap<String, BenchBackend>,
    pub samples: usize,
    pub workers: usize,
}

/// One backend's timing in a [`BenchRecord`].
#[derive(Serialize)]
pub struct BenchBackend {
    /// The tiered backend's timed passes per tier.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tiers: Option<TierCounts>,
    pub compile_us: f64,
    /// Calls per second of the median pass.
    pub calls_per_sec: f64,
    /// Calls per second of the fastest pass.
    pub calls_per_sec_best: f64,
    pub spread_pct: f64,
}

/// One `bench --kernel --json` line.
#[derive(Serialize)]
pub struct KernelBenchRecord {
    pub name: String,
    pub threads: u64,
    pub parse_us: f64,
    /// Timed launches per backend.
    pub samples: usize,
    pub backends: BTreeMap<String, KernelBenchBackend>,
}

/// One backend's timing in a [`KernelBenchRecord`].
#[derive(Serialize)]
pub struct KernelBenchBackend {
    /// The tiered backend's timed launches per tier.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tiers: Option<TierCounts>,
    pub compile_us: f64,
    /// The median launch.
    pub launch_us: f64,
    /// The fastest launch.
    pub launch_us_best: f64,
    /// (slowest - fastest) / median, in percent.
    pub spread_pct: f64,
    /// Threads per second at the median launch.
    pub threads_per_sec: f64,
    /// SIMD across threads (llvm and tiered backends).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub simt: Option<SimtRecord>,
}

/// How a kernel's threads ran in vector lanes in `bench`.
#[derive(Clone, Serialize)]
pub struct SimtRecord {
    /// Threads that ran in vector lanes, over every launch of the run
    /// (the untimed first one included).
    pub threads: u64,
    /// Threads launched, over the same launches.
    pub of: u64,
    /// Why the kernel's code has no vector form (absent when it has one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub none: Option<String>,
    /// Where the trial of the vector form stands: its first launches
    /// alternate lanes and one by one, then the faster is kept (absent
    /// without a vector form or with `PTXJIT_SIMT=1`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trial: Option<String>,
}

impl SimtRecord {
    /// The line `bench` prints under its table for `what` ("NAME on
    /// llvm: ").
    pub fn line(&self, what: &str) -> String {
        match &self.none {
            Some(why) => format!("{}no SIMD across threads: {}", what, why),
            None => format!(
                "{}{} of {} threads ran in vector lanes (SIMD across threads, {:.1}%){}",
                what,
                self.threads,
                self.of,
                100.0 * self.threads as f64 / (self.of.max(1) as f64),
                self.trial
                    .as_ref()
                    .map_or(String::new(), |t| format!("; {}", t))
            ),
        }
    }
}

/// How many timed launches (or passes) of the tiered backend ran each
/// tier's code, and when LLVM's was ready.
#[derive(Clone, Serialize)]
pub struct TierCounts {
    pub host: usize,
    pub llvm: usize,
    /// Microseconds from the LLVM compile's start to its code being ready
    /// (absent while it is not).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub llvm_ready_us: Option<f64>,
    /// Why Cranelift's code is kept (absent when it is not).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kept: Option<String>,
}

impl TierCounts {
    /// The counts of timed runs that started on each tier (`on`, the
    /// tier before each), and where the tiers of `name` stand now.
    pub fn of(on: &[Option<ptxjit::Backend>], now: Option<ptxjit::Tier>) -> TierCounts {
        let llvm = on
            .iter()
            .filter(|t| **t == Some(ptxjit::Backend::Llvm))
            .count();
        TierCounts {
            host: on.len() - llvm,
            llvm,
            llvm_ready_us: match &now {
                Some(ptxjit::Tier::Llvm(took)) => Some(took.as_secs_f64() * 1e6),
                _ => None,
            },
            kept: match now {
                Some(ptxjit::Tier::Kept(why)) => Some(why),
                _ => None,
            },
        }
    }

    /// The line `bench` prints under its table for `what` ("NAME on
    /// tiered: ").
    pub fn line(&self, what: &str, runs: &str) -> String {
        let mut s = format!(
            "{}{} timed {} started on Cranelift's code, {} on LLVM's",
            what, self.host, runs, self.llvm
        );
        if let Some(us) = self.llvm_ready_us {
            s.push_str(&format!(
                " (compiled in the background, ready {:.1} ms after it was asked for)",
                us / 1e3
            ));
        }
        if let Some(why) = &self.kept {
            s.push_str(&format!(" (Cranelift's code kept: {})", why));
        }
        s
    }
}

/// A callable as `check --message-format json` lists it.
#[derive(Serialize)]
pub struct CallableRecord<'a> {
    #[serde(rename = "type")]
    pub kind_tag: &'static str,
    /// `func` or `entry`.
    pub kind: &'static str,
    pub name: &'a str,
    pub instructions: usize,
}

/// An error as `--message-format json` prints it (one line on stderr).
#[derive(Serialize)]
pub struct ErrorRecord<'a> {
    #[serde(rename = "type")]
    pub kind_tag: &'static str,
    /// 1 user error, 2 usage error, 3 backend unavailable.
    pub exit_code: u8,
    /// The PTX file, when the error is about one.
    pub file: Option<&'a str>,
    /// 1-based position in the file, when the error has one.
    pub line: Option<u32>,
    pub column: Option<u32>,
    /// parse, check, lower, compile or run; `usage` for command-line
    /// errors, `unavailable` for a missing backend.
    pub phase: &'a str,
    pub message: &'a str,
    pub notes: &'a [String],
    /// The source line the position is on.
    pub source_line: Option<&'a str>,
}

impl<'a> ErrorRecord<'a> {
    /// The record of diagnostic `d` about `file` (whose text is `source`):
    /// its position and source line when it has one (line 0 has none).
    pub fn of(
        kind_tag: &'static str,
        exit_code: u8,
        file: &'a str,
        source: &'a str,
        d: &'a ptxjit::Diagnostic,
    ) -> ErrorRecord<'a> {
        let line = Some(d.span.line).filter(|&l| l > 0);
        ErrorRecord {
            kind_tag,
            exit_code,
            file: Some(file),
            line,
            column: line.map(|_| d.span.col),
            phase: d.phase.name(),
            message: &d.message,
            notes: &d.notes,
            source_line: line.and_then(|l| source.lines().nth(l as usize - 1)),
        }
    }

    /// A record without a position in the file (command-line errors,
    /// errors about a file as a whole).
    pub fn unplaced(
        kind_tag: &'static str,
        exit_code: u8,
        file: Option<&'a str>,
        phase: &'a str,
        message: &'a str,
    ) -> ErrorRecord<'a> {
        ErrorRecord {
            kind_tag,
            exit_code,
            file,
            line: None,
            column: None,
            phase,
            message,
            notes: &[],
            source_line: None,
        }
    }
}

/// One line of JSON (never fails for these types; a failure would be a
/// bug, reported as a JSON string).
pub fn line<T: Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|e| format!("\"json error: {}\"", e))
}

/// The sum of `compare --json` shards of one function and run.
#[derive(Serialize, Debug)]
pub struct Merged {
    pub name: String,
    pub against: String,
    pub mode: String,
    pub seed: u64,
    /// Shards found, and N.
    pub shards: u64,
    pub of: u64,
    /// Shard numbers K that are missing.
    pub missing: Vec<u64>,
    /// Shard numbers K that Ctrl-C stopped before their end.
    pub interrupted: Vec<u64>,
    pub rows: u64,
    pub matched: u64,
    pub mismatches: u64,
    /// The mismatch with the lowest row index over all shards.
    pub first_mismatch: Option<MismatchRecord>,
}

/// Merges `compare --json` records (from any number of shard files, in
/// any order) per function and run (name, against, mode, seed). A shard
/// given twice is counted once; an error names a line that is not a
/// record or shards that disagree on N.
pub fn merge(records: Vec<CompareRecord>) -> Result<Vec<Merged>, String> {
    type Key = (String, String, String, u64);
    let mut groups: BTreeMap<Key, (u64, BTreeMap<u64, CompareRecord>)> = BTreeMap::new();
    for r in records {
        let (k, n) = r
            .shard
            .split_once('/')
            .and_then(|(k, n)| Some((k.parse::<u64>().ok()?, n.parse::<u64>().ok()?)))
            .filter(|&(k, n)| k < n)
            .ok_or_else(|| format!("'{}': shard '{}' is not K/N", r.name, r.shard))?;
        let key = (r.name.clone(), r.against.clone(), r.mode.clone(), r.seed);
        let g = groups.entry(key).or_insert((n, BTreeMap::new()));
        if g.0 != n {
            return Err(format!(
                "'{}': shards of {} and of {} parts in one run (seed {})",
                r.name, g.0, n, r.seed
            ));
        }
        g.1.insert(k, r);
    }
    Ok(groups
        .into_iter()
        .map(|((name, against, mode, seed), (n, shards))| {
            let missing = (0..n).filter(|k| !shards.contains_key(k)).collect();
            let interrupted = shards
                .iter()
                .filter(|(_, r)| r.interrupted)
                .map(|(&k, _)| k)
                .collect();
            let sum = |f: fn(&CompareRecord) -> u64| shards.values().map(f).sum::<u64>();
            Merged {
                shards: shards.len() as u64,
                of: n,
                missing,
                interrupted,
                rows: sum(|r| r.rows),
                matched: sum(|r| r.matched),
                mismatches: sum(|r| r.mismatches),
                first_mismatch: shards
                    .values()
                    .filter_map(|r| r.first_mismatch.clone())
                    .min_by_key(|m| m.index),
                name,
                against,
                mode,
                seed,
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(name: &str, shard: &str, rows: u64, bad: Option<u64>) -> CompareRecord {
        CompareRecord {
            name: name.into(),
            against: "llvm".into(),
            mode: "exhaustive".into(),
            seed: 1,
            shard: shard.into(),
            first_row: 0,
            rows,
            matched: rows - u64::from(bad.is_some()),
            mismatches: u64::from(bad.is_some()),
            interrupted: false,
            first_mismatch: bad.map(|i| MismatchRecord {
                index: i,
                inputs: vec!["0x1".into()],
                host: vec!["0x2".into()],
                other: [("llvm".to_string(), vec!["0x3".to_string()])].into(),
            }),
        }
    }

    #[test]
    fn merge_sums_shards_and_keeps_the_lowest_mismatch() {
        let m = merge(vec![
            rec("f", "2/3", 10, Some(25)),
            rec("g", "0/1", 7, None),
            rec("f", "0/3", 10, Some(3)),
            rec("f", "0/3", 10, Some(3)),
        ])
        .unwrap();
        assert_eq!(m.len(), 2);
        let f = &m[0];
        assert_eq!((f.name.as_str(), f.shards, f.of), ("f", 2, 3));
        assert_eq!(f.missing, vec![1]);
        assert_eq!((f.rows, f.matched, f.mismatches), (20, 18, 2));
        assert_eq!(f.first_mismatch.as_ref().unwrap().index, 3);
        assert_eq!((m[1].rows, m[1].missing.len()), (7, 0));
        assert!(merge(vec![rec("f", "0/3", 1, None), rec("f", "1/4", 1, None)]).is_err());
        assert!(merge(vec![rec("f", "3/3", 1, None)]).is_err());
    }

    #[test]
    fn a_mismatch_round_trips_with_the_other_backend_under_its_name() {
        let r = rec("f", "0/1", 4, Some(2));
        let text = line(&r);
        assert!(text.contains("\"llvm\":[\"0x3\"]"), "{text}");
        let back: CompareRecord = serde_json::from_str(&text).unwrap();
        assert_eq!(back.first_mismatch.unwrap().other["llvm"], vec!["0x3"]);
    }
}
