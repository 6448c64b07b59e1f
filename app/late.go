package app

import "spidereval/wasm/protocol"

// mergeQuestions finds the run with the engine's id runID and copies
// fields of qs (matched by question index) into its questions with set;
// it returns the run, nil when it is gone.
func (e *Explorer) mergeQuestions(runID int, qs []protocol.Question, set func(dst, src *protocol.Question)) *runView {
	for _, r := range e.runs {
		if r.meta.ID != runID {
			continue
		}
		byIndex := map[int]int{}
		for i := range r.questions {
			byIndex[r.questions[i].Index] = i
		}
		for k := range qs {
			if i, ok := byIndex[qs[k].Index]; ok {
				set(&r.questions[i], &qs[k])
			}
		}
		return r
	}
	return nil
}

// requestState follows one request the report makes on demand (the
// lenient checks, the feature profiles): its id, whether it runs, and
// its error.
type requestState struct {
	reqID   int
	running bool
	err     string
}
