package eval

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
)

// MaxObserveRows bounds the rows Observe returns.
const MaxObserveRows = 10000

// Observe runs sql on the sample database dbID as a multi-turn agent's
// tool call: read-only, under the scorer's per-query deadline and caps,
// with no copy of the database. It returns the first maxRows rows (cells
// cut as in records) or SQLite's own error (or, for text that is not
// UTF-8, Python's sqlite3's); err is set when the database
// cannot be opened.
func (s *Scorer) Observe(ctx context.Context, dbID, sql string, maxRows int) (*report.Table, *exec.ExecError, error) {
	db, err := s.mainDB(dbID)
	if err != nil {
		return nil, nil, err
	}
	maxRows = min(max(maxRows, 0), MaxObserveRows)
	timeout, _ := s.opt.deadlines()
	// Strict, as Python's sqlite3 fetches: a cell that is not UTF-8 is
	// an error, not text with its bytes dropped.
	res, err := db.QueryStrict(ctx, sql, exec.Limits{Timeout: timeout})
	if err != nil {
		return nil, asExecError(err), nil
	}
	return recordTable(res.Capped(maxRows)), nil, nil
}

// Vote is how Vote grouped candidate queries.
type Vote struct {
	// Winner is the first candidate of the largest group (ties: the group
	// whose first candidate comes first); -1 when every candidate failed.
	Winner int `json:"winner"`
	// Groups are the candidates' indices by group, largest first.
	Groups [][]int `json:"groups"`
	// Failed are the candidates that did not run (an error, a timeout, a
	// cap), or whose result would start a group past what a vote may keep
	// (exec.KeepLimit): each is kept apart, never counted as an empty
	// result.
	Failed []int `json:"failed"`
	// Errors are their errors, in Failed's order.
	Errors []string `json:"errors"`
}

// Vote runs the candidates on dbID (read-only, the per-query deadline,
// within the per-sample budget) and groups those whose results match: by
// exec.CompareRows under mode, or with mode "" by the test-suite
// reference's comparison with the group's first candidate as the gold.
func (s *Scorer) Vote(ctx context.Context, dbID string, candidates []string, mode string) (Vote, error) {
	if mode != "" {
		if err := exec.CheckCompareMode(mode); err != nil {
			return Vote{}, err
		}
	}
	db, err := s.mainDB(dbID)
	if err != nil {
		return Vote{}, err
	}
	timeout, budget := s.opt.deadlines()
	ctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	v := Vote{Winner: -1, Groups: [][]int{}, Failed: []int{}, Errors: []string{}}
	// Only each group's first result is kept: k identical candidates
	// with a large result hold it once. The kept results stay charged to
	// the run's memory budget until the vote is done, and a candidate whose
	// new group would take them past exec.KeepLimit fails too_large.
	ctx, done := exec.Hold(ctx)
	defer done()
	firsts, kept := []*exec.Result{}, int64(0)
	for i, sql := range candidates {
		res, err := db.Query(ctx, sql, exec.Limits{Timeout: timeout})
		if err != nil {
			v.Failed, v.Errors = append(v.Failed, i), append(v.Errors, err.Error())
			continue
		}
		joined := false
		for g, group := range v.Groups {
			if s.sameResult(mode, candidates[group[0]], firsts[g], res) {
				v.Groups[g], joined = append(group, i), true
				break
			}
		}
		switch {
		case joined:
			exec.Drop(ctx, res)
		case kept+res.Size() > exec.KeepLimit():
			exec.Drop(ctx, res)
			v.Failed, v.Errors = append(v.Failed, i), append(v.Errors, exec.KeptTooMuch(kept, res.Size()).Error())
		default:
			v.Groups, firsts, kept = append(v.Groups, []int{i}), append(firsts, res), kept+res.Size()
		}
	}
	// Largest first; a stable sort keeps ties in order of first candidate.
	for i := 1; i < len(v.Groups); i++ {
		for j := i; j > 0 && len(v.Groups[j]) > len(v.Groups[j-1]); j-- {
			v.Groups[j], v.Groups[j-1] = v.Groups[j-1], v.Groups[j]
		}
	}
	if len(v.Groups) > 0 {
		v.Winner = v.Groups[0][0]
	}
	return v, nil
}

// sameResult compares a candidate's result with a group's first.
func (s *Scorer) sameResult(mode, firstSQL string, first, res *exec.Result) bool {
	if mode != "" {
		return exec.CompareRows(mode, first.Rows, res.Rows, firstSQL)
	}
	return exec.ResultEq(first.Rows, res.Rows, strings.Contains(strings.ToLower(firstSQL), "order by"))
}

// mainDB is the sample database dbID of the scorer's catalog.
func (s *Scorer) mainDB(dbID string) (*exec.DB, error) {
	if s.in.Exec == nil {
		return nil, errors.New("no databases given")
	}
	db, err := s.in.Exec.Main(dbID)
	if err != nil {
		return nil, fmt.Errorf("database %q: %w", dbID, err)
	}
	return db, nil
}

// asExecError is err as an execution error (a context's end as a timeout).
func asExecError(err error) *exec.ExecError {
	if e, ok := exec.AsExecError(err); ok {
		return e
	}
	return &exec.ExecError{Kind: exec.ErrRuntime, Msg: err.Error()}
}
