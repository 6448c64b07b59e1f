package memo

import "testing"

func TestStrings(t *testing.T) {
	s := Strings[int]{Max: 10}
	if _, ok := s.Get("a"); ok {
		t.Fatal("empty memo answered")
	}
	s.Put("a", 1, 4)
	s.Put("b", 2, 4)
	if v, ok := s.Get("a"); !ok || v != 1 {
		t.Fatalf("a = %d, %v", v, ok)
	}
	// Over Max: everything is forgotten, then c kept.
	s.Put("c", 3, 4)
	if _, ok := s.Get("a"); ok {
		t.Error("a kept past the bound")
	}
	if v, ok := s.Get("c"); !ok || v != 3 {
		t.Errorf("c = %d, %v", v, ok)
	}
}
