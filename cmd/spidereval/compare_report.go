package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spidereval/spidereval/eval/compare"
	"github.com/spidereval/spidereval/eval/match"
)

// metricTitle names the compared metric in the text report.
func metricTitle(metric string, bird bool) string {
	if bird {
		return "execution accuracy (EX)"
	}
	if metric == "exec" {
		return "execution accuracy"
	}
	return "exact match"
}

// writeCompareText prints the models' scores by hardness (BIRD: by
// difficulty), their component F1 (match only), and the pair statistics
// overall and by level.
func writeCompareText(w io.Writer, cmp *comparison) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%s on %d questions scored for every model (--compat %s); bootstrap: %d resamples, seed %d\n\n",
		metricTitle(cmp.Metric, cmp.Bird), cmp.N, cmp.Compat, cmp.Opt.Resamples, cmp.Opt.Seed)
	tw := tabwriter.NewWriter(bw, 0, 0, 2, ' ', 0)
	row := func(cells ...string) { fmt.Fprintln(tw, strings.Join(cells, "\t")) }

	head := []string{metricTitle(cmp.Metric, cmp.Bird)}
	counts := []string{"count"}
	for _, lv := range cmp.Levels {
		head = append(head, lv.Name)
		counts = append(counts, fmt.Sprint(lv.Count))
	}
	row(head...)
	row(counts...)
	for m, r := range cmp.Models {
		cells := []string{r.name}
		for _, lv := range cmp.Levels {
			cells = append(cells, fmt.Sprintf("%.3f", lv.Accuracy[m]))
		}
		row(cells...)
	}
	if cmp.Scores != nil {
		row()
		row(append([]string{"component F1 (all)"}, match.Components...)...)
		for m, r := range cmp.Models {
			cells := []string{r.name}
			for _, c := range cmp.Scores[m].Levels["all"].Partial {
				cells = append(cells, fmt.Sprintf("%.3f", c.F1))
			}
			row(cells...)
		}
	}
	ci := fmt.Sprintf("%g%% CI", cmp.Opt.Level*100)
	row()
	row("A", "B", "a_only", "b_only", "both", "neither", "acc_a", "acc_b", "diff", "mcnemar_p", ci)
	for _, p := range cmp.Levels[len(cmp.Levels)-1].Pairs {
		row(pairCells(cmp, p, "")...)
	}
	row()
	by := "by hardness"
	if cmp.Bird {
		by = "by difficulty"
	}
	row(by, "", "level", "n", "a_only", "b_only", "both", "neither", "diff", "mcnemar_p", ci)
	for i := range cmp.Levels[0].Pairs {
		for _, lv := range cmp.Levels[:len(cmp.Levels)-1] {
			row(pairCells(cmp, lv.Pairs[i], lv.Name)...)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if cmp.Ranking != nil {
		if err := writeRanking(bw, cmp, cmp.Ranking); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// pairCells formats one pair's statistics; a level name replaces the
// accuracies' place with the level and its size.
func pairCells(cmp *comparison, p compare.PairStats, level string) []string {
	cells := []string{cmp.Models[p.A].name, cmp.Models[p.B].name}
	if level != "" {
		cells = append(cells, level, fmt.Sprint(p.N))
	}
	cells = append(cells, fmt.Sprint(p.AOnly), fmt.Sprint(p.BOnly), fmt.Sprint(p.Both), fmt.Sprint(p.Neither))
	if level == "" {
		cells = append(cells, fmt.Sprintf("%.3f", p.AccA), fmt.Sprintf("%.3f", p.AccB))
	}
	return append(cells, fmt.Sprintf("%+.3f", p.Diff), fmt.Sprintf("%.4g", p.McNemarP), fmt.Sprintf("[%+.3f, %+.3f]", p.Low, p.High))
}

// ordered is a JSON object whose keys keep their order.
type ordered[T any] []keyed[T]

type keyed[T any] struct {
	key string
	val T
}

// MarshalJSON writes the pairs as one object, in order.
func (o ordered[T]) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, kv := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, err := json.Marshal(kv.key)
		if err != nil {
			return nil, err
		}
		v, err := json.Marshal(kv.val)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", kv.key, err)
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// scoreJSON is a model's score on one level; the metric not compared is null.
type scoreJSON struct {
	Count int               `json:"count"`
	Exact *float64          `json:"exact"`
	Exec  *float64          `json:"exec"`
	F1    *ordered[float64] `json:"f1,omitempty"` // component F1, match only
}

type modelJSON struct {
	Name string `json:"name"`
	File string `json:"file"`
	scoreJSON
	Levels ordered[scoreJSON] `json:"levels"`
}

type pairJSON struct {
	A      string `json:"a"`
	B      string `json:"b"`
	Metric string `json:"metric"`
	compare.Stats
	Levels ordered[compare.Stats] `json:"levels"`
}

type compareJSON struct {
	Metric    string      `json:"metric"`
	Etype     string      `json:"etype"`
	Compat    string      `json:"compat"`
	N         int         `json:"n"`
	Excluded  int         `json:"excluded"`
	Resamples int         `json:"resamples"`
	Seed      uint64      `json:"seed"`
	Pairs     []pairJSON  `json:"pairs"`
	Models    []modelJSON `json:"models"`
	Ranking   *ranking    `json:"ranking,omitempty"` // exec: official and strict ranks
}

// score is model m's score on level l of the comparison.
func score(cmp *comparison, m, l int) scoreJSON {
	lv := cmp.Levels[l]
	acc := lv.Accuracy[m]
	s := scoreJSON{Count: lv.Count}
	if cmp.Metric == "exec" {
		s.Exec = &acc
		return s
	}
	s.Exact = &acc
	if part := cmp.Scores[m].Levels[lv.Name]; part != nil {
		f1 := ordered[float64]{}
		for k, c := range match.Components {
			f1 = append(f1, keyed[float64]{c, part.Partial[k].F1})
		}
		s.F1 = &f1
	}
	return s
}

// writeCompareJSON prints the comparison as one JSON object.
func writeCompareJSON(w io.Writer, cmp *comparison) error {
	out := compareJSON{Metric: cmp.Metric, Etype: cmp.Etype, Compat: cmp.Compat, N: cmp.N, Excluded: cmp.Excluded,
		Resamples: cmp.Opt.Resamples, Seed: cmp.Opt.Seed, Pairs: []pairJSON{}, Ranking: cmp.Ranking}
	all := len(cmp.Levels) - 1
	for m, r := range cmp.Models {
		mj := modelJSON{Name: r.name, File: r.file, scoreJSON: score(cmp, m, all)}
		for l, lv := range cmp.Levels[:all] {
			mj.Levels = append(mj.Levels, keyed[scoreJSON]{lv.Name, score(cmp, m, l)})
		}
		out.Models = append(out.Models, mj)
	}
	for i, p := range cmp.Levels[all].Pairs {
		pj := pairJSON{A: cmp.Models[p.A].name, B: cmp.Models[p.B].name, Metric: cmp.Metric, Stats: p.Stats}
		for _, lv := range cmp.Levels[:all] {
			pj.Levels = append(pj.Levels, keyed[compare.Stats]{lv.Name, lv.Pairs[i].Stats})
		}
		out.Pairs = append(out.Pairs, pj)
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return fmt.Errorf("writing JSON: %w", err)
	}
	return nil
}
