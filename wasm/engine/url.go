package engine

import (
	"errors"
	"fmt"

	"github.com/spidereval/spidereval/wasm/urlsource"
	"github.com/spidereval/spidereval/wasm/workspace"
)

// loadURL loads what u names (a zip or any single file, or a folder
// index: see urlsource) as if its files were dropped: the same
// recognition, sessions included. Each file is read with range requests
// through the host's cache; how each was read is noted in the summary.
func (e *Engine) loadURL(id int, u string) error {
	if e.host.Get == nil {
		return errors.New("loading by URL is not available here")
	}
	if u == "" {
		return errors.New("load by URL: no URL given")
	}
	entries, notes, err := urlsource.Load(e.host.Get, u)
	if err != nil {
		return fmt.Errorf("load by URL: %w", err)
	}
	files := make([]Source, len(entries))
	var size int64
	ranged := 0
	for i, en := range entries {
		f := en.File
		files[i] = Source{Name: en.Name, Size: f.Size, R: f}
		if !f.Whole && e.host.Cache != nil {
			files[i].R = e.host.Cache(f, f.Size)
		}
		size += f.Size
		if !f.Whole {
			ranged++
		}
	}
	note := fmt.Sprintf("Loaded from %s: %s, %s", u, workspace.Plural(len(files), "file", "files"), urlsource.SizeText(size))
	if ranged > 0 {
		note += fmt.Sprintf(", %d read on demand with range requests", ranged)
	}
	e.mu.Lock()
	e.notes = append(append(e.notes, note), notes...)
	e.mu.Unlock()
	e.load(id, files)
	return nil
}
