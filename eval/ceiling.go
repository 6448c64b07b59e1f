package eval

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/report"
)

// GoldAsPrediction returns a prediction file holding each gold query as
// its own prediction, laid out as compat reads predictions (BIRD: a JSON
// object keyed "0" … "N-1"; otherwise lines paired with the gold's
// questions one to one). Scoring it gives the best score the gold allows
// on these databases under these deadlines.
func GoldAsPrediction(gold dataset.File, compat Compat) (dataset.File, error) {
	name := gold.Name + " (gold as prediction)"
	if compat == Bird {
		qs, err := bird.ReadQuestions(gold)
		if err != nil {
			return dataset.File{}, err
		}
		var b bytes.Buffer
		b.WriteString("{\n")
		for i, q := range qs {
			v, _ := json.Marshal(q.SQL + bird.Separator + q.DBID)
			fmt.Fprintf(&b, "    %q: %s", strconv.Itoa(i), v)
			if i < len(qs)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString("}\n")
		return dataset.File{Name: name, Data: b.Bytes()}, nil
	}
	mode := compat.readMode()
	g, err := dataset.Gold(gold, mode)
	if err != nil {
		return dataset.File{}, err
	}
	for _, data := range predLayouts(gold, g.Examples) {
		f := dataset.File{Name: name, Data: data}
		p, err := dataset.Pair(gold, f, mode)
		if err == nil && len(p.Warnings) == len(g.Warnings) && len(p.Examples) == len(g.Examples) &&
			!slices.ContainsFunc(p.Examples, func(e dataset.Example) bool { return e.Err == "" && e.Pred != dataset.Strip(e.Gold) }) {
			return f, nil
		}
	}
	return dataset.File{}, errors.New(gold.Name + ": no prediction layout pairs one to one with this gold")
}

// predLayouts are the candidate prediction files for a gold: its own lines
// with the db_id cut (blank lines kept), then one line per question with a
// blank line after each interaction, then one line per question.
func predLayouts(gold dataset.File, examples []dataset.Example) [][]byte {
	var out [][]byte
	if t := bytes.TrimLeft(gold.Data, " \t\r\n\ufeff"); len(t) > 0 && t[0] != '[' && t[0] != '{' {
		var b bytes.Buffer
		for _, l := range dataset.AllLines(gold.Data) {
			sql, _, _ := strings.Cut(l.Text, "\t")
			b.WriteString(sql + "\n")
		}
		out = append(out, b.Bytes())
	}
	var closed, flat bytes.Buffer
	for i, e := range examples {
		line := strings.ReplaceAll(e.Gold, "\n", " ") + "\n"
		closed.WriteString(line)
		flat.WriteString(line)
		if i == len(examples)-1 || examples[i+1].Interaction != e.Interaction {
			closed.WriteString("\n")
		}
	}
	return append(out, closed.Bytes(), flat.Bytes())
}

// Unscoreable reports whether no prediction could be scored right on r:
// its gold was not scored, failed, hit the deadline or lacks its database
// (unless it was scored right all the same: BIRD's scripts run a gold on
// an empty database in place of a missing one).
func Unscoreable(r *report.Record) bool {
	if r.Exec != nil && *r.Exec == 1 {
		return false
	}
	for _, k := range r.Problems {
		switch k {
		case KindUnscored, KindGoldFailed, KindGoldTimeout, KindNoDatabase:
			return true
		}
	}
	return false
}

// CountUnscoreable counts the records no prediction could get right.
func CountUnscoreable(records []report.Record) int {
	n := 0
	for i := range records {
		if Unscoreable(&records[i]) {
			n++
		}
	}
	return n
}
