//! The lists of deals the solver is known to win quickly, shipped beside the game files
//! as `core/games/<id>.wins`. Each list file says how it was made; the solver's tests
//! win every listed deal again.

/// Deal numbers, whitespace-separated, ascending; `#` starts a comment line.
pub(super) fn parse(text: &str) -> Result<Vec<u32>, String> {
    let words = text
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .flat_map(str::split_whitespace);
    let deals = words
        .map(|w| {
            w.parse::<u32>()
                .map_err(|_| format!("'{w}' is not a deal number"))
        })
        .collect::<Result<Vec<u32>, String>>()?;
    if deals.windows(2).any(|w| w[0] >= w[1]) {
        return Err("deal numbers must ascend".into());
    }
    Ok(deals)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_parse() {
        assert_eq!(parse("# made by hand\n3 5\n9\n"), Ok(vec![3, 5, 9]));
        assert!(parse("5 3").is_err());
        assert!(parse("5 x").unwrap_err().contains("'x'"));
    }
}
