//! Numbers as each language writes them: the grouping and decimal marks, and from how
//! many digits a number is grouped (CLDR's minimum grouping digits: Spanish and Polish
//! write 1234 but 12 345). Fluent's own formatting knows none of this, so each bundle
//! is given the formatter of its language.

use fluent_bundle::FluentValue;
use fluent_bundle::types::FluentNumber;

/// How one language writes a number.
struct Style {
    group: &'static str,
    decimal: char,
    /// Digits before the first group mark appears: 4 groups 1,234; 5 waits for 12,345.
    group_from: usize,
}

const NBSP: &str = "\u{a0}";

const STYLES: [Style; 5] = [
    // 0: English.
    Style {
        group: ",",
        decimal: '.',
        group_from: 4,
    },
    // 1: German, Italian, Dutch, Portuguese.
    Style {
        group: ".",
        decimal: ',',
        group_from: 4,
    },
    // 2: Spanish.
    Style {
        group: ".",
        decimal: ',',
        group_from: 5,
    },
    // 3: French, Russian.
    Style {
        group: NBSP,
        decimal: ',',
        group_from: 4,
    },
    // 4: Polish.
    Style {
        group: NBSP,
        decimal: ',',
        group_from: 5,
    },
];

fn style_of(code: &str) -> usize {
    match code.split('-').next().unwrap_or(code) {
        "de" | "it" | "nl" | "pt" => 1,
        "es" => 2,
        "fr" | "ru" => 3,
        "pl" => 4,
        _ => 0,
    }
}

/// The formatter a bundle of language `code` is given.
pub(super) fn formatter_for<M>(code: &str) -> fn(&FluentValue, &M) -> Option<String> {
    match style_of(code) {
        1 => format_in::<1, M>,
        2 => format_in::<2, M>,
        3 => format_in::<3, M>,
        4 => format_in::<4, M>,
        _ => format_in::<0, M>,
    }
}

fn format_in<const STYLE: usize, M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(write(n, &STYLES[STYLE])),
        _ => None,
    }
}

/// A number in a language's style (shared with code that writes numbers outside a message).
pub fn number_in(code: &str, value: f64, fraction_digits: usize) -> String {
    let mut n = FluentNumber::from(value);
    n.options.minimum_fraction_digits = Some(fraction_digits);
    n.options.maximum_fraction_digits = Some(fraction_digits);
    write(&n, &STYLES[style_of(code)])
}

fn write(n: &FluentNumber, style: &Style) -> String {
    let opts = &n.options;
    // As Intl does by default: at most three decimals, trailing zeros dropped, then
    // padded back to the minimum asked for.
    let most = opts.maximum_fraction_digits.unwrap_or(3);
    let least = opts.minimum_fraction_digits.unwrap_or(0).min(most);
    let fixed = format!("{:.*}", most, n.value.abs());
    let (whole, frac) = fixed.split_once('.').unwrap_or((&fixed, ""));
    let mut frac = frac.trim_end_matches('0').to_string();
    while frac.len() < least {
        frac.push('0');
    }
    let mut out = String::new();
    if n.value < 0.0 && fixed.chars().any(|c| c.is_ascii_digit() && c != '0') {
        out.push('-');
    }
    let grouped = opts.use_grouping && whole.len() >= style.group_from;
    for (i, digit) in whole.chars().enumerate() {
        if grouped && i > 0 && (whole.len() - i) % 3 == 0 {
            out.push_str(style.group);
        }
        out.push(digit);
    }
    if !frac.is_empty() {
        out.push(style.decimal);
        out.push_str(&frac);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::number_in;

    #[test]
    fn each_language_groups_and_marks_decimals_its_own_way() {
        assert_eq!(number_in("en", 1234567.0, 0), "1,234,567");
        assert_eq!(number_in("de", 1234.5, 1), "1.234,5");
        assert_eq!(number_in("es", 1234.0, 0), "1234");
        assert_eq!(number_in("es", 12345.0, 0), "12.345");
        assert_eq!(number_in("fr", 12345.25, 2), "12\u{a0}345,25");
        assert_eq!(number_in("pl", 1234.0, 0), "1234");
        assert_eq!(number_in("ru", 999.0, 0), "999");
        assert_eq!(number_in("pt-BR", 43.26, 1), "43,3");
        assert_eq!(number_in("en", -0.01, 1), "0.0");
        assert_eq!(number_in("en", -15.0, 0), "-15");
    }
}
