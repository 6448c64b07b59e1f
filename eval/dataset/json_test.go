package dataset

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

// TestJSONGoldOneDecoding: a JSON gold whose records are all objects (or
// null) is read in one decoding; it must give exactly what the
// record-by-record reading gives, on small files and on the kit's SParC
// and Spider dev.json.
func TestJSONGoldOneDecoding(t *testing.T) {
	files := []File{
		{Name: "a.json", Data: []byte(`[{"query": "SELECT 1", "db_id": "a", "question": "q", "extra": "x", "n": 3, "tree": {"k": [1, 2]}}, null, {"db_id": "b"}]`)},
		{Name: "b.json", Data: []byte(`[{"database_id": "a", "interaction": [{"query": " SELECT 1 ", "utterance": "u"}, {"utterance": null}], "final": {"sql": {"x": 1}}, "note": "n"}]`)},
		{Name: "c.json", Data: []byte(`[{"db_id": "a", "sql": "SELECT 2", "question": null}, {"query": 5, "db_id": "c"}, 7]`)},
		{Name: "d.json", Data: []byte(`[{"interaction": 3}]`)},
	}
	if datakit.Dir() != "" {
		for _, rel := range []string{"sparc/dev.json", "spider/dev.json"} {
			data, err := os.ReadFile(datakit.Path(t, filepath.FromSlash(rel)))
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, File{Name: rel, Data: data})
		}
	}
	read := func(f File, one bool) ([][]item, string) {
		defer func(old bool) { oneDecoding = old }(oneDecoding)
		oneDecoding = one
		items, err := goldFromJSON(f)
		return items, fmt.Sprint(err)
	}
	// String fields (null counts as the empty string) travel with a record;
	// numbers, objects and lists do not.
	items, _ := read(files[0], true)
	if want := map[string]string{"extra": "x"}; !reflect.DeepEqual(items[0][0].fields, want) {
		t.Errorf("fields %v, want %v", items[0][0].fields, want)
	}
	items, _ = read(files[1], true)
	if want := map[string]string{"note": "n"}; !reflect.DeepEqual(items[0][0].fields, want) || items[0][1].question != "" {
		t.Errorf("fields %v (want %v), question %q", items[0][0].fields, want, items[0][1].question)
	}
	for _, f := range files {
		fast, ferr := read(f, true)
		slow, serr := read(f, false)
		if ferr != serr || !reflect.DeepEqual(fast, slow) {
			t.Errorf("%s: one decoding gave %v\n%+.300v\nrecord by record %v\n%+.300v", f.Name, ferr, fast, serr, slow)
		}
	}
}
