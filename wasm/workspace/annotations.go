package workspace

import (
	"fmt"
	"slices"

	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/spiderss"
)

// addAnnotations keeps a Spider-SS annotation file, joined to every run's
// questions (Annotate, SplitOf).
func (w *Workspace) addAnnotations(name string, data []byte) FileInfo {
	anns, err := spiderss.Parse(name, data)
	if err != nil {
		return FileInfo{Name: name, Kind: Annotations, Error: err.Error()}
	}
	w.mu.Lock()
	if w.annotations == nil {
		w.annotations = map[string][]spiderss.Annotation{}
	}
	w.annotations[name] = anns
	w.mu.Unlock()
	return FileInfo{Name: name, Kind: Annotations, Detail: fmt.Sprintf("Spider-SS: %s, joined to the gold by question", Plural(len(anns), "annotated question", "annotated questions"))}
}

// joins joins every loaded annotation file to the records' questions, in
// file name order; a question keeps the first file's split.
func (w *Workspace) joins(recs []report.Record) []*spiderss.Split {
	w.mu.Lock()
	names := make([]string, 0, len(w.annotations))
	for n := range w.annotations {
		names = append(names, n)
	}
	slices.Sort(names)
	files := make([][]spiderss.Annotation, len(names))
	for i, n := range names {
		files[i] = w.annotations[n]
	}
	tables := w.tables
	w.mu.Unlock()
	if len(files) == 0 {
		return nil
	}
	qs := make([]spiderss.Question, len(recs))
	for i, r := range recs {
		qs[i] = spiderss.Question{DBID: r.DBID, Text: r.Question}
	}
	splits := make([]*spiderss.Split, len(recs))
	for _, anns := range files {
		j := spiderss.Join(anns, qs, spiderss.ColumnsOf(tables))
		for i, s := range j.Splits {
			if splits[i] == nil {
				splits[i] = s
			}
		}
	}
	return splits
}

// Annotate gives every record of a run that a loaded Spider-SS file
// annotates its number of sub-sentences (the field spiderss.Field), for
// breakdowns; it returns how many were annotated.
func (w *Workspace) Annotate(recs []report.Record) int {
	n := 0
	for i, s := range w.joins(recs) {
		if s == nil {
			continue
		}
		n++
		r := &recs[i]
		fields := make(map[string]string, len(r.Fields)+1)
		for k, v := range r.Fields {
			fields[k] = v
		}
		fields[spiderss.Field] = fmt.Sprint(len(s.SubSentences))
		r.Fields = fields
	}
	return n
}

// SplitOf is the Spider-SS split of a run's question, nil when no loaded
// file annotates it.
func (w *Workspace) SplitOf(recs []report.Record, index int) *spiderss.Split {
	splits := w.joins(recs)
	if index < 0 || index >= len(splits) {
		return nil
	}
	return splits[index]
}
