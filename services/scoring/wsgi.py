"""WSGI entry point: `gunicorn services.scoring.wsgi:app`."""
from .app import create_app

app = create_app()
