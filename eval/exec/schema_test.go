package exec

import (
	"bytes"
	"os"
	"testing"

	"github.com/spidereval/spidereval/eval/schema"
)

// schemaOfBytes reads a schema as the page does: through a reader database.
func schemaOfBytes(db, name string, data []byte) (*schema.Schema, error) {
	d, err := OpenReader(name, bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	defer d.Close()
	return d.Schema(db)
}

func TestSchemaFromReaderCorrupt(t *testing.T) {
	data, err := os.ReadFile("../../assets/demo/database/pets_1/pets_1.sqlite")
	if err != nil {
		t.Fatal(err)
	}
	s, err := schemaOfBytes("pets_1", "pets_1.sqlite", data)
	if err != nil {
		t.Fatal(err)
	}
	f, err := ReadSchemaFile("pets_1", "../../assets/demo/database/pets_1/pets_1.sqlite")
	if err != nil {
		t.Fatal(err)
	}
	if len(s.IDs) != len(f.IDs) || len(s.Tables) != 3 {
		t.Errorf("bytes schema %v differs from file schema %v", s.Tables, f.Tables)
	}
	if _, err := schemaOfBytes("bad", "bad.sqlite", []byte("this is not a database, just text padding padding padding")); err == nil {
		t.Error("a corrupt database gave no error")
	}
}
