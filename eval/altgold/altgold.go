// Package altgold scores a run again against alternative gold queries
// (corrections of wrong golds, other right answers to ambiguous
// questions), beside the official verdicts, which never change.
package altgold

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
)

// Entry is one line of a --gold-alt file: the alternative golds of one
// question, named by its position (index, from 0 in gold order) or, for
// BIRD, its question_id.
type Entry struct {
	Index      *int     `json:"index"`
	QuestionID *int64   `json:"question_id"`
	SQL        []string `json:"sql"`
	Reason     string   `json:"reason"`
	Source     string   `json:"source"`
	Origin     string   `json:"-"` // file:line
}

// Read reads a --gold-alt file: JSON lines, blank lines skipped. An
// error names the line.
func Read(f dataset.File) ([]Entry, error) {
	var out []Entry
	sc := bufio.NewScanner(bytes.NewReader(f.Data))
	sc.Buffer(nil, 1<<26)
	for no := 1; sc.Scan(); no++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		origin := dataset.Origin(f.Name, no)
		var e Entry
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&e); err != nil {
			return nil, fmt.Errorf("%s: %w", origin, err)
		}
		switch {
		case (e.Index == nil) == (e.QuestionID == nil):
			return nil, fmt.Errorf("%s: give one of index (from 0 in gold order) or question_id", origin)
		case len(e.SQL) == 0:
			return nil, fmt.Errorf(`%s: no alternative: "sql" must list at least one query`, origin)
		}
		e.Origin = origin
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", f.Name, err)
	}
	return out, nil
}

// Outcome is one question's verdict against its alternatives.
type Outcome struct {
	Official  int // the official verdict (the metric's)
	Corrected int // 1 when some alternative gives 1
	Matched   int // the alternative that gave 1 (its position in sql), or -1
}

// Summary counts what the alternatives changed over a run's scored questions.
type Summary struct {
	Count     int `json:"count"`     // scored questions
	Questions int `json:"questions"` // of those, with alternatives
	Official  int `json:"official"`  // right officially
	Corrected int `json:"corrected"` // right with the alternatives in place of their golds
	Gained    int `json:"gained"`    // wrong officially, right against an alternative
	Lost      int `json:"lost"`      // right officially, wrong against every alternative
	// Unmatched names the entries that name no scored question.
	Unmatched []string `json:"unmatched,omitempty"`
}

// Score judges every question of res that has an entry against each of
// its alternatives with s (built on res's inputs and options), in place
// of its gold: the corrected verdict is 1 when one of them gives 1. The
// metric is s.Reward's (BIRD's EX, the execution verdict, or exact match).
func Score(ctx context.Context, s *eval.Scorer, res *eval.Results, entries []Entry) (map[int]Outcome, Summary, error) {
	if s == nil || res == nil {
		return nil, Summary{}, errors.New("altgold: no scorer or no run")
	}
	byIndex, byID := indexScored(res)
	out := map[int]Outcome{}
	var sum Summary
	for _, e := range entries {
		i, ok := -1, false
		if e.Index != nil {
			i, ok = byIndex[*e.Index]
		} else {
			i, ok = byID[*e.QuestionID]
		}
		if !ok {
			sum.Unmatched = append(sum.Unmatched, e.Origin+": "+describe(e)+" names no scored question")
			continue
		}
		if _, dup := out[i]; dup {
			sum.Unmatched = append(sum.Unmatched, e.Origin+": "+describe(e)+" is listed again; the first entry counts")
			continue
		}
		r := res.Records[i]
		o := Outcome{Official: int(s.Reward(r)), Matched: -1}
		for j, sql := range e.SQL {
			if ctx.Err() != nil {
				return nil, Summary{}, ctx.Err()
			}
			alt := s.Judge(ctx, eval.Sample{DBID: r.DBID, Gold: sql, Pred: r.Pred, Question: r.Question, Evidence: r.Evidence, Difficulty: r.Difficulty})
			if s.Reward(alt) == 1 {
				o.Corrected, o.Matched = 1, j
				break
			}
		}
		out[i] = o
	}
	for i := range res.Records {
		r := &res.Records[i]
		if !r.Scored() {
			continue
		}
		sum.Count++
		official := int(s.Reward(*r))
		corrected := official
		if o, ok := out[i]; ok {
			sum.Questions++
			corrected = o.Corrected
		}
		sum.Official += official
		sum.Corrected += corrected
		switch {
		case official == 0 && corrected == 1:
			sum.Gained++
		case official == 1 && corrected == 0:
			sum.Lost++
		}
	}
	return out, sum, nil
}

// indexScored places each scored record of res (its position in
// res.Records) by its index and by its BIRD question_id.
func indexScored(res *eval.Results) (byIndex map[int]int, byID map[int64]int) {
	byIndex, byID = map[int]int{}, map[int64]int{}
	for i := range res.Records {
		r := &res.Records[i]
		if !r.Scored() {
			continue
		}
		byIndex[r.Index] = i
		if r.QuestionID != nil {
			byID[*r.QuestionID] = i
		}
	}
	return byIndex, byID
}

func describe(e Entry) string {
	if e.Index != nil {
		return "index " + strconv.Itoa(*e.Index)
	}
	return "question_id " + strconv.FormatInt(*e.QuestionID, 10)
}
