/** `/app`: how to put the site on a phone's home screen, with a picture for the screen in hand. */
import { useShop } from '../../lib/boot.js';
import { InstallPictures } from './InstallPictures.js';
import './site.css';

export default function AppHelpPage() {
  const shop = useShop();
  return (
    <div className="container site-page narrow">
      <h1>Install {shop.identity.name} on your phone</h1>
      <p>Order in two taps: add this site to your home screen and it opens like an app.</p>
      <h2>iPhone and iPad (Safari)</h2>
      <ol>
        <li>Open this site in Safari.</li>
        <li>Tap the Share button (the square with an arrow) at the bottom of the screen, or at the top on iPad and on a larger iPhone turned on its side.</li>
        <li>Choose 'Add to Home Screen', then 'Add'.</li>
      </ol>
      <InstallPictures />
      <h2>Android (Chrome)</h2>
      <ol>
        <li>Open this site in Chrome.</li>
        <li>Tap the menu (three dots) at the top right.</li>
        <li>Choose 'Add to Home screen' or 'Install app'.</li>
      </ol>
    </div>
  );
}
