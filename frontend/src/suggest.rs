//! "Did you mean" suggestions for misspelt names, opcodes and modifiers.

use crate::diag::Diagnostic;

/// `d` with a `did you mean 'X'?` note when a candidate is [`closest`] to
/// `word`.
pub fn did_you_mean<'a, I, S>(d: Diagnostic, word: &str, candidates: I) -> Diagnostic
where
    I: IntoIterator<Item = S>,
    S: AsRef<str> + 'a,
{
    match closest(word, candidates) {
        Some(s) => d.with_note(format!("did you mean '{s}'?")),
        None => d,
    }
}

/// The candidate closest to `word` when it is close enough to be a likely
/// misspelling: at most one edit for words of up to four characters, two
/// for longer ones (optimal string alignment distance, so a swap of two
/// neighbouring characters is one edit). Ties go to the first candidate.
pub fn closest<'a, I, S>(word: &str, candidates: I) -> Option<String>
where
    I: IntoIterator<Item = S>,
    S: AsRef<str> + 'a,
{
    let limit = if word.chars().count() <= 4 { 1 } else { 2 };
    let mut best: Option<(usize, String)> = None;
    for c in candidates {
        let c = c.as_ref();
        if c == word {
            continue;
        }
        let d = strsim::osa_distance(word, c);
        if d <= limit && best.as_ref().is_none_or(|(bd, _)| d < *bd) {
            best = Some((d, c.to_string()));
        }
    }
    best.map(|(_, s)| s)
}

#[cfg(test)]
mod tests {
    use super::closest;

    #[test]
    fn close_words_are_suggested_and_far_ones_not() {
        let ops = ["add", "addc", "sub", "mad", "prmt"];
        assert_eq!(closest("addd", ops), Some("add".to_string()));
        assert_eq!(closest("pmrt", ops), Some("prmt".to_string()));
        assert_eq!(closest("xyzzy", ops), None);
        // Two edits are too many for a short word.
        assert_eq!(closest("ab", ["abcd"]), None);
        assert_eq!(closest("%r10", ["%r1", "%r100"]), Some("%r1".to_string()));
    }
}
