package engine

import (
	"encoding/json"
	"fmt"
	"strings"
)

// loadDemo fetches the bundled demo: base/manifest.json lists its files.
func (e *Engine) loadDemo(base string) error {
	base = strings.TrimSuffix(base, "/")
	data, err := e.host.Fetch(base + "/manifest.json")
	if err != nil {
		return fmt.Errorf("demo manifest: %w", err)
	}
	var files []string
	if err := json.Unmarshal(data, &files); err != nil {
		return fmt.Errorf("demo manifest: %w", err)
	}
	ws := e.workspace()
	ws.NewLoad()
	for _, f := range files {
		if strings.HasSuffix(f, ".md") || strings.HasPrefix(f, "golden/") {
			continue
		}
		b, err := e.host.Fetch(base + "/" + f)
		if err != nil {
			return fmt.Errorf("demo file %s: %w", f, err)
		}
		ws.Add("demo/"+f, b)
	}
	return nil
}
