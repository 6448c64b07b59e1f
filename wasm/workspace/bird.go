package workspace

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
)

// BIRD's own formats: a dev.json / dev.jsonl (objects with "SQL" and
// "db_id", usually "difficulty" and "evidence") and a prediction object
// {"0": "SQL\t----- bird -----\tdb_id", …}. Gold SQL lines and
// dev_tables.json read as Spider's do; dev_databases/<db>/<db>.sqlite as
// any database.

// classifyBird recognises a file in one of BIRD's own formats; ok is
// false for any other file.
func (w *Workspace) classifyBird(name, lower string, data []byte) (FileInfo, bool) {
	switch {
	case bytes.HasPrefix(data, []byte(sqliteMagic)):
		return FileInfo{}, false // a database, whatever its name
	case strings.HasSuffix(lower, ".jsonl"):
		if isAltGold(data) {
			return w.addAltGold(name, data), true
		}
		if isBirdDev(data) {
			return w.addBirdDev(name, data), true
		}
		return FileInfo{Name: name, Kind: Ignored, Detail: "JSON lines that are neither BIRD questions (objects with SQL and db_id) nor alternative golds (objects with a sql list and index or question_id)"}, true
	case strings.HasSuffix(lower, ".json") && isBirdDev(data):
		return w.addBirdDev(name, data), true
	case strings.HasSuffix(lower, ".json") && isBirdPred(data):
		return w.addBirdPred(name, data), true
	}
	return FileInfo{}, false
}

// firstValue is the first JSON value of data (a JSON array's first
// element, or the first line of JSON lines), nil when there is none.
func firstValue(data []byte) json.RawMessage {
	t := bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\ufeff")), " \t\r\n")
	dec := json.NewDecoder(bytes.NewReader(t))
	if len(t) > 0 && t[0] == '[' {
		if _, err := dec.Token(); err != nil || !dec.More() {
			return nil
		}
	}
	var v json.RawMessage
	if dec.Decode(&v) != nil {
		return nil
	}
	return v
}

// isBirdDev tells whether data holds BIRD questions: its first object has
// "SQL" and "db_id" (Spider's have "query").
func isBirdDev(data []byte) bool {
	var first map[string]json.RawMessage
	if json.Unmarshal(firstValue(data), &first) != nil {
		return false
	}
	return first["SQL"] != nil && first["db_id"] != nil && first["query"] == nil
}

// isBirdPred tells whether data is a BIRD prediction object: a JSON object
// one of whose first values carries the separator of SQL and db_id.
func isBirdPred(data []byte) bool {
	t := bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\ufeff")), " \t\r\n")
	if len(t) == 0 || t[0] != '{' {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(t))
	if _, err := dec.Token(); err != nil {
		return false
	}
	for range 8 {
		if !dec.More() {
			return false
		}
		if _, err := dec.Token(); err != nil { // the key
			return false
		}
		var v any
		if dec.Decode(&v) != nil {
			return false
		}
		if s, ok := v.(string); ok && strings.Contains(s, bird.Separator) {
			return true
		}
	}
	return false
}

// markBird records a file of BIRD's formats; dev files can also give a
// gold of SQL lines its difficulties.
func (w *Workspace) markBird(name string, dev bool) {
	if w.bird == nil {
		w.bird, w.devs = map[string]bool{}, map[string]bool{}
	}
	w.bird[name] = true
	if dev {
		w.devs[name] = true
	} else {
		delete(w.devs, name)
	}
}

func (w *Workspace) addBirdDev(name string, data []byte) FileInfo {
	f := dataset.File{Name: name, Data: data}
	qs, err := bird.ReadDev(f)
	if err != nil {
		return FileInfo{Name: name, Kind: Gold, Error: err.Error()}
	}
	dbs := map[string]bool{}
	count := map[string]int{}
	for _, q := range qs {
		dbs[q.DBID] = true
		count[q.Difficulty]++
	}
	w.mu.Lock()
	w.golds[name] = f
	w.pairs, w.texts = nil, nil
	w.goldDBs[name] = dbs
	w.markBird(name, true)
	w.mu.Unlock()
	var parts []string
	for _, d := range []string{bird.Simple, bird.Moderate, bird.Challenging} {
		parts = append(parts, fmt.Sprintf("%s %d", d, count[d]))
	}
	return FileInfo{Name: name, Kind: Gold, Count: len(qs), Questions: true, Detail: fmt.Sprintf("BIRD questions: %s (%s), %s; also a difficulty file for BIRD gold lines",
		Plural(len(qs), "question", "questions"), strings.Join(parts, ", "), Plural(len(dbs), "database", "databases"))}
}

func (w *Workspace) addBirdPred(name string, data []byte) FileInfo {
	f := dataset.File{Name: name, Data: data}
	ps, err := bird.ReadPredictions(f)
	if err != nil {
		return FileInfo{Name: name, Kind: Pred, Error: err.Error()}
	}
	examples := make([]dataset.Example, len(ps))
	for i, p := range ps {
		examples[i].Pred = p.SQL
	}
	sql := looksLikeSQL(examples)
	w.mu.Lock()
	w.preds[name] = f
	w.pairs = nil
	w.markBird(name, false)
	if sql {
		delete(w.unsure, name)
	} else {
		w.unsure[name] = true
	}
	w.mu.Unlock()
	detail := "BIRD predictions: " + Plural(len(ps), "query", "queries")
	if !sql {
		detail += "; does not look like SQL predictions, so it is not chosen by default"
	}
	return FileInfo{Name: name, Kind: Pred, Detail: detail, Count: len(ps)}
}

// forgetBird unmarks a file that was read again as another kind.
func (w *Workspace) forgetBird(name string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	delete(w.bird, name)
	delete(w.devs, name)
}

// birdSummary lists the files in BIRD's formats and the BIRD dev files
// (difficulty files). The caller holds w.mu.
func (w *Workspace) birdSummary() (files, devs []string) {
	for n := range w.bird {
		files = append(files, n)
	}
	for n := range w.devs {
		devs = append(devs, n)
	}
	sort.Strings(files)
	sort.Strings(devs)
	return files, devs
}

// QuestionIDs are the question_id of each question of a BIRD run of r,
// by position, from its question file (the gold, or the difficulty file
// of gold SQL lines); nil when neither is one or it has none.
func (w *Workspace) QuestionIDs(r Request) []int64 {
	name := r.Difficulty
	w.mu.Lock()
	if w.devs[r.Gold] {
		name = r.Gold
	}
	f, ok := w.golds[name]
	w.mu.Unlock()
	if !ok {
		return nil
	}
	qs, err := bird.ReadDev(f)
	if err != nil {
		return nil
	}
	ids := make([]int64, len(qs))
	known := false
	for i, q := range qs {
		ids[i] = q.QuestionID
		known = known || q.QuestionID >= 0
	}
	if !known {
		return nil
	}
	return ids
}

// birdOrigins are the places of a BIRD run's questions, in order.
func birdOrigins(gold, pred dataset.File) []string {
	out, err := eval.BirdOrigins(gold, pred)
	if err != nil {
		return nil
	}
	return out
}
