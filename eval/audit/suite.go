package audit

import (
	"context"
	"fmt"
)

// suiteDifference is a result that differs between databases holding the
// same rows.
type suiteDifference struct {
	cause string
	dbs   []string
}

// suiteCheck compares a gold's results across the databases it ran on.
// Databases whose tables hold the same rows (copies, however stored) must
// give the same answer: otherwise the gold depends on storage order or is
// not deterministic, and a difference is returned. Results that differ
// only between databases with different rows are what a distilled test
// suite is built for: distinguishing is then set, and nothing is found.
func (a *auditor) suiteCheck(ctx context.Context, ran []runOn, ordered bool) (*suiteDifference, bool) {
	allSame := true
	for _, r := range ran[1:] {
		if !a.sameAnswer(ran[0].res, r.res, ordered) {
			allSame = false
			break
		}
	}
	if allSame {
		return nil, false
	}
	// Group the databases by content; compare within each group.
	first := map[[32]byte]runOn{}
	var diff *suiteDifference
	for _, r := range ran {
		in := a.info(ctx, r.db)
		if in.err != nil {
			continue
		}
		ref, ok := first[in.content]
		if !ok {
			first[in.content] = r
			continue
		}
		if !a.sameAnswer(ref.res, r.res, ordered) {
			if diff == nil {
				diff = &suiteDifference{cause: fmt.Sprintf("holds the same rows as %s but gives another result", baseName(ref.db.Name()))}
			}
			diff.dbs = append(diff.dbs, r.db.Name())
		}
	}
	return diff, len(first) > 1
}

func baseName(p string) string { return namesList([]string{p}, 1) }
