package datakit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// BirdSample writes every nth question of BIRD files into a temporary
// folder, under the same relative paths: SQL and JSONL files by line, a
// prediction object by entry (renumbered from "0" in file order), a JSON
// array by element. Tests that score a whole BIRD run only to compare two
// paths (page and CLI, say) score the same sample on both; the golden tests
// keep every question. A tables file is not a question file: pass it whole.
func BirdSample(t testing.TB, dir string, every int, rels ...string) string {
	t.Helper()
	out := t.TempDir()
	for _, rel := range rels {
		data, err := os.ReadFile(filepath.Join(dir, rel))
		if err != nil {
			t.Fatal(err)
		}
		var sampled []byte
		switch trimmed := bytes.TrimSpace(data); {
		case bytes.HasPrefix(trimmed, []byte("{")) && filepath.Ext(rel) == ".json":
			sampled, err = sampleObject(data, every)
		case bytes.HasPrefix(trimmed, []byte("[")):
			sampled, err = sampleArray(data, every)
		default:
			sampled = sampleLines(data, every)
		}
		if err != nil {
			t.Fatalf("sampling %s: %v", rel, err)
		}
		p := filepath.Join(out, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, sampled, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// sampleLines keeps every nth line, each ended by a newline.
func sampleLines(data []byte, every int) []byte {
	var out []byte
	for i, l := range bytes.Split(bytes.TrimRight(data, "\n"), []byte("\n")) {
		if i%every == 0 {
			out = append(append(out, l...), '\n')
		}
	}
	return out
}

// sampleObject keeps every nth entry of a JSON object, in file order,
// renumbering the keys from "0".
func sampleObject(data []byte, every int) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	var obj bytes.Buffer
	obj.WriteString("{")
	for i := 0; dec.More(); i++ {
		if _, err := dec.Token(); err != nil { // the key
			return nil, err
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		if i%every != 0 {
			continue
		}
		if obj.Len() > 1 {
			obj.WriteString(",")
		}
		fmt.Fprintf(&obj, "\n%q: %s", fmt.Sprint(i/every), v)
	}
	obj.WriteString("\n}\n")
	return obj.Bytes(), nil
}

// sampleArray keeps every nth element of a JSON array.
func sampleArray(data []byte, every int) ([]byte, error) {
	var all []json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		return nil, err
	}
	var keep []json.RawMessage
	for i, v := range all {
		if i%every == 0 {
			keep = append(keep, v)
		}
	}
	return json.MarshalIndent(keep, "", " ")
}
