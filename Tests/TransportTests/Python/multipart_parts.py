"""Reads a multipart/form-data body with Python's own MIME parser (an implementation independent of
Courier's) and prints its parts as JSON: disposition, name, filename, content type, bytes (base64).

Usage: multipart_parts.py CONTENT_TYPE BODY_FILE
"""
import sys, json, base64, email.parser, email.policy
content_type, path = sys.argv[1], sys.argv[2]
raw = open(path, 'rb').read()
message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
    b'Content-Type: ' + content_type.encode() + b'\r\n\r\n' + raw)
parts = []
for part in message.iter_parts():
    disposition = part['Content-Disposition']
    parts.append({
        'disposition': disposition.content_disposition,
        'name': disposition.params.get('name'),
        'filename': disposition.params.get('filename'),
        'contentType': str(part['Content-Type']) if part['Content-Type'] is not None else None,
        'data': base64.b64encode(part.get_payload(decode=True) or b'').decode(),
    })
print(json.dumps({'multipart': message.is_multipart(), 'parts': parts,
                  'defects': [type(d).__name__ for d in message.defects]}))
