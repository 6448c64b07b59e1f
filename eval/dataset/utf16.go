package dataset

import (
	"bytes"
	"encoding/binary"
	"unicode/utf16"
	"unicode/utf8"
)

// FromUTF16 decodes a file that starts with a UTF-16 byte-order mark
// (FF FE or FE FF) to UTF-8, with a warning: Python opens files as UTF-8,
// so the reference stops on it (UnicodeDecodeError at byte 0). Other files
// are returned as they are, without a warning.
func FromUTF16(f File) (File, []Warning) {
	var order binary.ByteOrder
	switch {
	case bytes.HasPrefix(f.Data, []byte{0xFF, 0xFE}):
		order = binary.LittleEndian
	case bytes.HasPrefix(f.Data, []byte{0xFE, 0xFF}):
		order = binary.BigEndian
	default:
		return f, nil
	}
	units := make([]uint16, 0, len(f.Data)/2)
	for i := 2; i+1 < len(f.Data); i += 2 {
		units = append(units, order.Uint16(f.Data[i:]))
	}
	var b []byte
	for _, r := range utf16.Decode(units) {
		b = utf8.AppendRune(b, r)
	}
	enc := "UTF-16 LE"
	if order == binary.BigEndian {
		enc = "UTF-16 BE"
	}
	w := Warning{Origin: f.Name, Msg: "encoded in " + enc + " (it starts with a UTF-16 byte-order mark): the reference reads files as UTF-8 and stops (UnicodeDecodeError: can't decode byte 0x" +
		hexByte(f.Data[0]) + " in position 0); spidereval decoded it as UTF-16"}
	return File{Name: f.Name, Data: b}, []Warning{w}
}

func hexByte(c byte) string {
	const hex = "0123456789abcdef"
	return string([]byte{hex[c>>4], hex[c&0xf]})
}
