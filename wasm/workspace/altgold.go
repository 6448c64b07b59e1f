package workspace

import (
	"context"
	"encoding/json"
	"maps"
	"slices"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/altgold"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// AltGold is a file of alternative golds (the CLI's --gold-alt format).
const AltGold = protocol.AltGoldFile

// isAltGold tells a file of alternative golds from other JSON lines: its
// first object has a lowercase "sql" list and an "index" or
// "question_id", and none of the fields of BIRD's questions ("SQL",
// "db_id").
func isAltGold(data []byte) bool {
	var first map[string]json.RawMessage
	if json.Unmarshal(firstValue(data), &first) != nil {
		return false
	}
	var sql []string
	if json.Unmarshal(first["sql"], &sql) != nil || first["SQL"] != nil || first["db_id"] != nil {
		return false
	}
	return first["index"] != nil || first["question_id"] != nil
}

// addAltGold keeps a file of alternative golds: every run whose scored
// questions it names is judged against them too (AltGolds).
func (w *Workspace) addAltGold(name string, data []byte) FileInfo {
	entries, err := altgold.Read(dataset.File{Name: name, Data: data})
	if err != nil {
		return FileInfo{Name: name, Kind: AltGold, Error: err.Error()}
	}
	by := "by index in gold order"
	if len(entries) > 0 && entries[0].QuestionID != nil {
		by = "by BIRD question_id"
	}
	w.mu.Lock()
	if w.alts == nil {
		w.alts = map[string][]altgold.Entry{}
	}
	w.alts[name] = entries
	w.mu.Unlock()
	return FileInfo{Name: name, Kind: AltGold, Count: len(entries),
		Detail: Plural(len(entries), "question", "questions") + " with alternatives, " + by + "; a run of a gold they name is judged against them too (spidereval's own, the official scores are unchanged)"}
}

// forgetAlt drops a file read again as another kind.
func (w *Workspace) forgetAlt(name string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	delete(w.alts, name)
}

// AltResult is a run judged against a loaded file of alternative golds.
type AltResult struct {
	File    string
	Result  *altgold.Result
	Entries map[int]altgold.Entry // by record position
}

// AltGolds judges res, the run of r, against the first loaded file of
// alternative golds (by name) that names one of its scored questions, as
// the CLI's --gold-alt does; nil when none does.
func (w *Workspace) AltGolds(ctx context.Context, r Request, res *eval.Results) (*AltResult, error) {
	w.mu.Lock()
	alts := maps.Clone(w.alts)
	w.mu.Unlock()
	for _, name := range slices.Sorted(maps.Keys(alts)) {
		entries := alts[name]
		if altgold.Fits(res, entries) == 0 {
			continue
		}
		in, err := w.inputs(r, res.Options)
		if err != nil {
			return nil, err
		}
		got, err := altgold.Run(ctx, in, res.Options, res, entries)
		if err != nil {
			return nil, err
		}
		byRecord := map[int]altgold.Entry{}
		for i := range got.Outcomes {
			rec := res.Records[i]
			for _, e := range entries {
				if (e.Index != nil && *e.Index == rec.Index) || (e.Index == nil && rec.QuestionID != nil && *e.QuestionID == *rec.QuestionID) {
					byRecord[i] = e
					break
				}
			}
		}
		return &AltResult{File: name, Result: got, Entries: byRecord}, nil
	}
	return nil, nil
}
