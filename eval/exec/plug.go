package exec

import (
	"regexp"
	"slices"
	"strings"

	"github.com/spidereval/spidereval/eval/schema"

	"github.com/spidereval/spidereval/eval/exec/internal/sqllex"
)

// valueSlot is the placeholder the reference writes for a value slot (it
// compares its lower-cased form).
const valueSlot = "valuerare"

var (
	floatNumRE = regexp.MustCompile(`[-+]?\p{Nd}*\.\p{Nd}+`)
	intNumRE   = regexp.MustCompile(`[^tT]\p{Nd}+`)
	aliasDotRE = regexp.MustCompile(`[Tt]\p{Nd}+\.`)
	aliasSpRE  = regexp.MustCompile(`(T\p{Nd}+\.)` + pyWS)
)

// PlugTemplate is a query reduced to lower-cased tokens in which every
// value (quoted string or number) is a slot, as the test-suite evaluator
// prepares predictions for --plug_value.
type PlugTemplate struct {
	Tokens []string // tokens; slots are "valuerare"
	Values []string // values in order of first appearance (deduplicated)
}

// Slots returns the number of value slots.
func (p PlugTemplate) Slots() int {
	n := 0
	for _, t := range p.Tokens {
		if t == valueSlot {
			n++
		}
	}
	return n
}

// Fill returns the query with the slots filled by vals in order.
func (p PlugTemplate) Fill(vals []string) string {
	out := make([]string, len(p.Tokens))
	k := 0
	for i, t := range p.Tokens {
		if t == valueSlot && k < len(vals) {
			out[i] = vals[k]
			k++
			continue
		}
		out[i] = t
	}
	return strings.Join(out, " ")
}

// ExtractValues tokenises sql like the reference's value extraction:
// semicolons and tabs are dropped, the text is re-spaced token by token,
// string literals and numbers become slots, and the other tokens are
// lower-cased (alias-qualified names are split at the period).
func ExtractValues(sql string) (PlugTemplate, error) {
	q := strings.ReplaceAll(strings.TrimFunc(sql, sqllex.IsSpace), ";", "")
	q = strings.ReplaceAll(q, "\t", "")
	toks, err := firstStatement(sqllex.Lex(q))
	if err != nil {
		return PlugTemplate{}, err
	}
	parts := make([]string, 0, len(toks))
	for _, t := range toks {
		if t.Type != sqllex.Whitespace {
			parts = append(parts, t.Val)
		}
	}
	q = strings.Join(parts, " ")
	for _, star := range []string{"t1.*", "t2.*", "t3.*", "T1.*", "T2.*", "T3.*"} {
		q = strings.ReplaceAll(q, star, "*")
	}
	q = serializeLines(q)
	q = aliasSpRE.ReplaceAllString(q, "$1")
	return stripValues(q)
}

// stripValues replaces literals by slots and lower-cases the rest.
func stripValues(q string) (PlugTemplate, error) {
	var vals []string
	stmt, err := firstStatement(sqllex.Lex(q))
	if err != nil {
		return PlugTemplate{}, err
	}
	for _, t := range stmt {
		if t.Type == sqllex.StringSingle || t.Type == sqllex.StringSymbol {
			vals = append(vals, t.Val)
			q = strings.ReplaceAll(q, strings.TrimFunc(t.Val, sqllex.IsSpace), "VALUERARE")
		}
	}
	toks := strings.FieldsFunc(q, sqllex.IsSpace)
	floats := floatNumRE.FindAllString(q, -1)
	for i, tok := range toks {
		if slices.Contains(floats, tok) {
			vals = append(vals, tok)
			toks[i] = "VALUERARE"
		}
	}
	q = strings.Join(toks, " ")
	var ints []string
	for _, m := range intNumRE.FindAllString(q, -1) {
		ints = append(ints, strings.TrimFunc(m, sqllex.IsSpace))
	}
	for i, tok := range toks {
		if slices.Contains(ints, tok) {
			vals = append(vals, tok)
			toks[i] = "VALUERARE"
		}
	}
	var out []string
	for _, tok := range toks {
		if strings.Contains(tok, ".") && aliasDotRE.MatchString(tok) {
			for _, p := range strings.FieldsFunc(strings.ReplaceAll(tok, ".", " . "), sqllex.IsSpace) {
				out = append(out, schema.Lower(p))
			}
			continue
		}
		if tok != "" {
			out = append(out, schema.Lower(tok))
		}
	}
	return PlugTemplate{Tokens: out, Values: firstOccurrences(vals)}, nil
}

// serializeLines splits the text at newlines outside quoted strings, strips
// trailing whitespace from each line and joins the lines with "\n", as the
// reference's SQL formatter does on output.
func serializeLines(s string) string {
	t := []rune(s)
	var lines []string
	var cur strings.Builder
	for i := 0; i < len(t); {
		switch c := t[i]; c {
		case '\r', '\n':
			lines = append(lines, cur.String())
			cur.Reset()
			if c == '\r' && i+1 < len(t) && t[i+1] == '\n' {
				i++
			}
			i++
		case '\'', '"':
			end := quotedEnd(t, i)
			cur.WriteString(string(t[i:end]))
			i = end
		default:
			cur.WriteRune(c)
			i++
		}
	}
	lines = append(lines, cur.String())
	for i, l := range lines {
		lines[i] = strings.TrimRightFunc(l, sqllex.IsSpace)
	}
	return strings.Join(lines, "\n")
}

// quotedEnd returns the end of the quoted string (with backslash escapes)
// starting at i, or i+1 when it is not closed.
func quotedEnd(t []rune, i int) int {
	q := t[i]
	for j := i + 1; j < len(t); j++ {
		switch t[j] {
		case q:
			return j + 1
		case '\\':
			if j+1 >= len(t) || t[j+1] == '\n' {
				return i + 1
			}
			j++
		}
	}
	return i + 1
}

// PlugCandidates returns the number of ways to fill the prediction's value
// slots with the gold's values and an iterator over the filled queries,
// like the reference's get_all_preds_for_execution (the order of gold
// values is their order of appearance; the verdict does not depend on it).
func PlugCandidates(gold, pred string) (int, func(yield func(string) bool), error) {
	g, err := ExtractValues(gold)
	if err != nil {
		return 0, nil, err
	}
	p, err := ExtractValues(pred)
	if err != nil {
		return 0, nil, err
	}
	slots := p.Slots()
	total := 1
	for range slots {
		if total > 1<<40/max(1, len(g.Values)) {
			total = 1 << 40
			break
		}
		total *= len(g.Values)
	}
	seq := func(yield func(string) bool) {
		idx := make([]int, slots)
		vals := make([]string, slots)
		if slots > 0 && len(g.Values) == 0 {
			return
		}
		for {
			for i, k := range idx {
				vals[i] = g.Values[k]
			}
			if !yield(p.Fill(vals)) {
				return
			}
			// Advance the odometer, last slot fastest (itertools.product order).
			i := slots - 1
			for ; i >= 0; i-- {
				idx[i]++
				if idx[i] < len(g.Values) {
					break
				}
				idx[i] = 0
			}
			if i < 0 {
				return
			}
		}
	}
	return total, seq, nil
}
