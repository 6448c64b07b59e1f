package extended

import (
	"fmt"

	"spidereval/eval/match"
	"spidereval/eval/schema"
	"spidereval/eval/spiderql"
)

// ExactMatch judges pred against gold like the official exact match, parsing pred with Parse only when the Spider grammar rejects it.
// A panic on this input, wherever it happens, is returned as an error wrapping a *PanicError.
func ExactMatch(pred, gold string, s *schema.Schema, fk map[string]string, d spiderql.Dialect) (exact int, extensions []string, err error) {
	defer func() {
		if r := recover(); r != nil {
			exact, err = 0, fmt.Errorf("extended exact match: %w", &PanicError{r})
		}
	}()
	g, err := spiderql.Parse(gold, s, d)
	if err != nil {
		return 0, nil, fmt.Errorf("extended exact match: gold rejected by the Spider grammar: %w", err)
	}
	p, perr := spiderql.Parse(pred, s, d)
	if perr != nil {
		p, extensions, err = Parse(pred, s, d)
		if err != nil {
			return 0, extensions, fmt.Errorf("extended exact match: prediction: %w", err)
		}
		if len(extensions) == 0 {
			extensions = []string{KindReferenceQuirk}
		}
	}
	match.Normalize(g, s, fk)
	match.Normalize(p, s, fk)
	v, err := match.ExactMatch(p, g)
	if err != nil {
		return 0, extensions, fmt.Errorf("extended exact match: %w", err)
	}
	return v.Exact, extensions, nil
}
